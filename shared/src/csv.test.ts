import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv.js';

describe('CSV for Excel in Italy', () => {
  it('neutralises cells that Excel would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+39 333 1234567')).toBe("'+39 333 1234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('leaves ordinary text and numbers alone, negative numbers included', () => {
    expect(csvCell('Mario Rossi')).toBe('Mario Rossi');
    expect(csvCell(450000)).toBe('450000');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('Sì');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('via Roma; 1')).toBe('"via Roma; 1"');
    expect(csvCell('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvRow(['a', 'b;c', 3])).toBe('a;"b;c";3\r\n');
  });

  it('starts files with the UTF-8 byte-order mark', () => {
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });
});
