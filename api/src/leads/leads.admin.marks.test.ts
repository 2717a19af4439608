import { describe, expect, it } from 'vitest';
import { MARKS_KEPT_MS, createPageMarks, type ListPosition } from './leads.admin.marks.js';

/** `count` leads in a row, the first at `first`. */
const rows = (first: number, count: number): ListPosition[] =>
  Array.from({ length: count }, (_, index) => ({ at: `2026-01-01 00:00:00.${first + index}+00`, id: first + index }));

/** Reads the page of `key` at `offset` as the search would, and gives the offset of the mark it started from. */
function read(marks: ReturnType<typeof createPageMarks>, key: string, offset: number, count = 20) {
  const place = marks.place(key, offset);
  place.keep(rows(1000 + offset, count));
  return place.from?.offset;
}

describe("the marks of a search's pages", () => {
  it('start a page at the nearest page edge at or before it, never at the first lead', () => {
    const marks = createPageMarks(() => 0);
    expect(read(marks, 'rossi', 0)).toBeUndefined();
    expect(marks.place('rossi', 20).from).toEqual({ offset: 19, at: '2026-01-01 00:00:00.1019+00', id: 1019 });
    expect(read(marks, 'rossi', 40)).toBe(19);
    expect(marks.place('rossi', 45).from?.offset).toBe(40);
    expect(marks.place('rossi', 59).from?.offset).toBe(59);
    expect(marks.place('rossi', 39).from?.offset).toBe(19);
    expect(marks.place('bianchi', 45).from).toBeUndefined();
  });

  it('are counted afresh by every read from the newest lead, so marks of two countings never mix', () => {
    const marks = createPageMarks(() => 0);
    read(marks, 'rossi', 0);
    read(marks, 'rossi', 2000);
    expect(marks.place('rossi', 2000).from?.offset).toBe(2000);
    // The first page again (leads may have arrived since): the deep marks counted before it are gone.
    read(marks, 'rossi', 0);
    expect(marks.place('rossi', 2000).from?.offset).toBe(19);
    // A read from a mark that was counted again while it ran keeps nothing.
    const stale = marks.place('rossi', 20);
    read(marks, 'rossi', 0, 10);
    stale.keep(rows(1020, 20));
    expect(marks.place('rossi', 2000).from?.offset).toBe(9);
  });

  it('keep nothing for an empty page', () => {
    const marks = createPageMarks(() => 0);
    read(marks, 'rossi', 2000, 0);
    expect(marks.place('rossi', 2000).from).toBeUndefined();
  });

  it('are dropped a while after the read that counted them, and at once when told', () => {
    let clock = 0;
    const marks = createPageMarks(() => clock);
    read(marks, 'rossi', 2000);
    clock = MARKS_KEPT_MS - 1;
    expect(read(marks, 'rossi', 2020)).toBe(2019);
    expect(marks.place('rossi', 2040).from?.offset).toBe(2039);
    clock = MARKS_KEPT_MS;
    expect(marks.place('rossi', 2040).from).toBeUndefined();

    read(marks, 'rossi', 2000);
    marks.forget();
    expect(marks.place('rossi', 2000).from).toBeUndefined();
  });
});
