import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_BOM, csvCell, csvDocument, csvFigureCell, csvRow } from './csv.js';

describe('CSV for Excel in Italy', () => {
  it('neutralises cells that Excel would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+39 333 1234567')).toBe("'+39 333 1234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes a validated phone as typed, and guards a figure cell that holds anything but digits and signs', () => {
    expect(csvFigureCell('+39 333 1234567')).toBe('+39 333 1234567');
    expect(csvFigureCell('011 123456')).toBe('011 123456');
    expect(csvFigureCell('=1+2')).toBe("'=1+2");
    expect(csvFigureCell('-333-1234567')).toBe("'-333-1234567");
    expect(csvFigureCell('+39 333 =HYPERLINK("x")')).toBe(`"'+39 333 =HYPERLINK(""x"")"`);
    expect(csvFigureCell(null)).toBe('');
    expect(csvRow([1, { figure: '+39 011 123456' }, '+39 011 123456'])).toBe("1;+39 011 123456;'+39 011 123456\r\n");
  });

  it('leaves ordinary text and numbers alone, negative numbers included', () => {
    expect(csvCell('Mario Rossi')).toBe('Mario Rossi');
    expect(csvCell(450000)).toBe('450000');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('Sì');
    expect(csvCell(false)).toBe('No');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('via Roma; 1')).toBe('"via Roma; 1"');
    expect(csvCell('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvCell('il "bilocale"')).toBe('"il ""bilocale"""');
    expect(csvRow(['a', 'b;c', 3])).toBe('a;"b;c";3\r\n');
    expect(csvRow([])).toBe('\r\n');
  });

  it('starts files with the UTF-8 byte-order mark', () => {
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });

  it('writes a whole file as the streamed exports do: BOM, header, then each row, every line ending in CRLF', () => {
    const rows = [
      [1, 'Rita Gallo', '+39 011 123456', true],
      [2, 'Aldo; Neri', null, false],
    ];
    const header = ['ID', 'Nome', 'Telefono', 'Privacy'];
    expect(csvDocument(header, rows)).toBe('\uFEFFID;Nome;Telefono;Privacy\r\n' + "1;Rita Gallo;'+39 011 123456;Sì\r\n" + '2;"Aldo; Neri";;No\r\n');
    expect(csvDocument(header, rows)).toBe(CSV_BOM + csvRow(header) + rows.map(csvRow).join(''));
    expect(csvDocument(header, [])).toBe('\uFEFFID;Nome;Telefono;Privacy\r\n');
  });
});

describe('the fast path of csvRow', () => {
  it('writes every cell exactly as Papaparse does', () => {
    const cells = [
      'semplice',
      ' spazio',
      'spazio ',
      'a;b',
      'a"b',
      'a\rb',
      'a\nb',
      '\uFEFFbom',
      '=1+1',
      "'già",
      'àèìòù €',
      '',
      0,
      -1.5,
      450000,
      1e21,
      true,
      null,
    ];
    for (const cell of cells) {
      expect(csvRow([cell, cell])).toBe(Papa.unparse([[cellOf(cell), cellOf(cell)]], { delimiter: ';', newline: '\r\n', quotes: false }) + '\r\n');
    }
  });
});

/** The cell text the writer hands Papaparse: empty, 'Sì'/'No', formulas neutralised. */
function cellOf(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
}
