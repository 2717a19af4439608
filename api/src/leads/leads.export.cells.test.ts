import { describe, expect, it } from 'vitest';
import { csvCell, formatDateTime } from '@valuta/shared';
import { dateTimeCells, labelCells } from './leads.export.cells.js';

/** How Sequelize stores an instant on SQLite. */
const sqliteText = (time: number) => `${new Date(time).toISOString().slice(0, 23).replace('T', ' ')} +00:00`;

describe('the date cells of the contacts export', () => {
  it('write what formatDateTime writes, from a Date or SQLite text, across the daylight-saving switches', () => {
    const cell = dateTimeCells();
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 89 * 60_000 + 17_321) {
      const expected = formatDateTime(time);
      expect(cell(new Date(time))).toBe(expected);
      expect(cell(sqliteText(time))).toBe(expected);
    }
    expect(cell(sqliteText(Date.UTC(2026, 2, 29, 0, 59, 59, 999)))).toBe('29/03/2026 01:59');
    expect(cell(sqliteText(Date.UTC(2026, 2, 29, 1, 0)))).toBe('29/03/2026 03:00');
  });

  it('read any other form of a date as before, and mark what is not a date', () => {
    const cell = dateTimeCells();
    expect(cell('2026-07-01 08:05:00')).toBe('01/07/2026 10:05');
    expect(cell('2026-07-01T08:05:00.000Z')).toBe('01/07/2026 10:05');
    expect(cell('ieri')).toBe('Data non valida');
    expect(cell(new Date(Number.NaN))).toBe('Data non valida');
  });
});

describe('the label cells of the contacts export', () => {
  it('quote a label once and write nothing for no value', () => {
    let calls = 0;
    const cell = labelCells((value: string) => {
      calls += 1;
      return value === 'a' ? 'Con; separatore' : '=formula';
    });
    expect(cell('a')).toBe(csvCell('Con; separatore'));
    expect(cell('a')).toBe('"Con; separatore"');
    expect(cell('b')).toBe("'=formula");
    expect(cell(null)).toBe('');
    expect(calls).toBe(2);
  });
});
