import { describe, expect, it } from 'vitest';
import { epochMsOf, toIso } from './dates.js';

describe('toIso', () => {
  it('reads the dates SQLite stores, in each form it may hold them', () => {
    expect(toIso('2026-12-06 10:15:30.123 +00:00')).toBe('2026-12-06T10:15:30.123Z');
    expect(toIso('2026-12-06 11:15:30.123 +01:00')).toBe('2026-12-06T10:15:30.123Z');
    expect(toIso('2026-12-06 10:15:30 +00:00')).toBe('2026-12-06T10:15:30.000Z');
    expect(toIso('2026-12-06 10:15:30.5')).toBe('2026-12-06T10:15:30.500Z');
    expect(toIso('2026-12-06T10:15:30.123Z')).toBe('2026-12-06T10:15:30.123Z');
  });

  it('reads a PostgreSQL Date, and answers null for nothing or for what is not a date', () => {
    expect(toIso(new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T01:00:00.000Z');
    expect(toIso(null)).toBeNull();
    expect(toIso('')).toBeNull();
    expect(toIso('ieri')).toBeNull();
    expect(toIso(new Date('not a date'))).toBeNull();
  });

  it('gives the same instant as a Date would, for the epoch milliseconds', () => {
    expect(epochMsOf('2026-12-06 10:15:30.123 +00:00')).toBe(Date.UTC(2026, 11, 6, 10, 15, 30, 123));
    expect(epochMsOf(new Date(Date.UTC(2026, 11, 6, 10, 15, 30, 123)))).toBe(Date.UTC(2026, 11, 6, 10, 15, 30, 123));
    expect(epochMsOf(new Date('not a date'))).toBeNull();
    expect(epochMsOf(null)).toBeNull();
  });
});
