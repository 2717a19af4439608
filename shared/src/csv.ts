/**
 * CSV as Excel in Italy opens it: semicolon separator, CRLF lines, a UTF-8 byte-order mark so accented
 * letters survive, and cells that would start a formula (= + - @, tab, carriage return) neutralised with a
 * leading apostrophe (OWASP's CSV-injection advice; Papaparse's escapeFormulae does the same on the client).
 */

export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: formulas neutralised, quotes doubled, quoted when it holds a separator, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF included. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}
