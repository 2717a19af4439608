import Papa from 'papaparse';

/** One OMI CSV: its semester (from the caption line) and its rows keyed by the header's column names. */
export interface OmiTable {
  semester: string;
  rows: Array<Record<string, string>>;
}

export class OmiFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OmiFormatError';
  }
}

/**
 * Reads an Agenzia Entrate OMI export: Latin-1 text, a caption line ("… Semestre 2018/2 …"), then a header,
 * then rows separated by ';' with a trailing ';'. Values keep their text; see number().
 */
export function readOmiCsv(content: Buffer | string): OmiTable {
  const text = typeof content === 'string' ? content : new TextDecoder('latin1').decode(content);
  const newline = text.indexOf('\n');
  if (newline < 0) throw new OmiFormatError('the file has no header line');
  const caption = text.slice(0, newline);
  const semesterMatch = caption.match(/Semestre\s+(\d{4})\s*\/\s*([12])/i);
  if (!semesterMatch) throw new OmiFormatError(`the caption line does not name a semester: "${caption.trim()}"`);

  const parsed = Papa.parse<string[]>(text.slice(newline + 1).trim(), { delimiter: ';', skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  if (!header) throw new OmiFormatError('the file has no header line');
  const columns = header.map((column) => column.trim());
  // The trailing ';' leaves an empty last column on every line.
  while (columns.length > 0 && columns.at(-1) === '') columns.pop();

  return {
    semester: `${semesterMatch[1]}-${semesterMatch[2]}`,
    rows: body.map((cells) => Object.fromEntries(columns.map((column, index) => [column, (cells[index] ?? '').trim()]))),
  };
}

/** "5,1" → 5.1; empty → null. */
export function number(value: string | undefined): number | null {
  if (!value) return null;
  const parsed = Number(value.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Names in the zone file come in single quotes: "'ROMA'" → "ROMA". */
export function unquote(value: string | undefined): string {
  return (value ?? '').replace(/^'+|'+$/g, '').trim();
}

export function requireColumns(table: OmiTable, file: string, columns: string[]): void {
  const present = new Set(Object.keys(table.rows[0] ?? {}));
  const missing = columns.filter((column) => !present.has(column));
  if (missing.length > 0) throw new OmiFormatError(`${file}: missing columns ${missing.join(', ')}`);
}
