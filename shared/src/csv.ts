/**
 * The one CSV writer of the project, for the API's streamed exports and the files the back office makes in
 * the page. CSV as Excel in Italy opens it: semicolon separator, CRLF lines, a UTF-8 byte-order mark so
 * accented letters survive, booleans as 'Sì'/'No', and text cells that would start a formula (= + - @, tab,
 * carriage return) neutralised with a leading apostrophe (OWASP's CSV-injection advice). Papaparse does the
 * quoting: a cell holding a separator, a quote or a line break (or starting or ending with a space) is
 * quoted, its quotes doubled. The apostrophe is added here rather than by Papaparse's escapeFormulae, which
 * would also quote the cell. Fields validated on the way in (a phone) are written as typed by csvFigureCell:
 * '+39 333 1234567' opens as the number, without an apostrophe.
 */
import Papa, { type UnparseConfig } from 'papaparse';

export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

const UNPARSE: UnparseConfig = { delimiter: CSV_SEPARATOR, newline: CSV_LINE_END, quotes: false, header: false };

export type CsvValue = string | number | boolean | null | undefined;

/** A cell's text before quoting: empty for no value, 'Sì'/'No', formulas neutralised. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return String(value);
}

/** Lines joined by CRLF, without a line end after the last one. */
function lines(rows: readonly (readonly CsvValue[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map(cellText)),
    UNPARSE,
  );
}

/**
 * Whatever Papaparse might quote: a separator, a quote, a line break or a byte-order mark anywhere, a space at
 * either end. Most cells have none of them and are written as they are, without a Papaparse call per cell
 * (an export of 100,000 leads writes two million cells); the others still go through Papaparse.
 */
const MAY_NEED_QUOTES = /[;"\r\n\uFEFF]|^ | $/;

/** One cell, quoted when it needs to be. */
export function csvCell(value: CsvValue): string {
  // A number's text holds nothing Papaparse quotes, and only text cells are checked for formulas.
  if (typeof value === 'number') return String(value);
  const text = cellText(value);
  return MAY_NEED_QUOTES.test(text) ? Papa.unparse([[text]], UNPARSE) : text;
}

/**
 * Digits and the signs of a phone, a date or an amount, starting with a digit, '(' or the '+' of a phone's
 * country code: nothing a formula could call. A leading '-' stays guarded, as a spreadsheet would subtract.
 */
const FIGURES = /^\+?[\d(][\d\s().,/:-]*$/;

/**
 * A cell of a field validated on the way in (a phone, a date, an amount), written as it is: the formula guard's
 * apostrophe would show in the spreadsheet ('+39 333 1234567 with its apostrophe). Only a value of digits and
 * those signs goes unguarded; anything else (a stored value that never met the rules) is guarded like free text.
 */
export function csvFigureCell(value: CsvValue): string {
  if (typeof value !== 'string' || !FIGURES.test(value)) return csvCell(value);
  return MAY_NEED_QUOTES.test(value) ? Papa.unparse([[value]], UNPARSE) : value;
}

/** A value of csvRow to write as csvFigureCell does (a phone validated on the way in). */
export interface CsvFigure {
  figure: CsvValue;
}

/** One line, CRLF included: the streamed exports write a file line by line with it. */
export function csvRow(values: ReadonlyArray<CsvValue | CsvFigure>): string {
  let line = '';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    const cell = typeof value === 'object' && value !== null ? csvFigureCell(value.figure) : csvCell(value);
    line += (index === 0 ? '' : CSV_SEPARATOR) + cell;
  }
  return line + CSV_LINE_END;
}

/** A whole file: byte-order mark, the header line, then one line per row, each ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + lines([header, ...rows]) + CSV_LINE_END;
}
