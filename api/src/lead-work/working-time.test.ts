import { describe, expect, it } from 'vitest';
import { openingWeek } from '../web/opening-hours.js';
import { afterOpeningMinutes, endOfTurinDay, nextOpeningDay } from './working-time.js';

const WEEK = openingWeek('Lunedì-venerdì 9:00-13:00 e 14:00-18:00; sabato 9-12');

describe('time counted within the opening hours, on Turin clock', () => {
  it('counts every minute when the agency saved no hours, or hours nobody can read', () => {
    const start = new Date('2026-12-07T21:00:00Z');
    expect(afterOpeningMinutes(start, 15, null).toISOString()).toBe('2026-12-07T21:15:00.000Z');
    expect(afterOpeningMinutes(start, 15, openingWeek('su appuntamento'))).toEqual(new Date('2026-12-07T21:15:00.000Z'));
  });

  it('counts from the arrival inside the hours', () => {
    // Monday 7 December 2026, 10:00 in Turin (UTC+1).
    expect(afterOpeningMinutes(new Date('2026-12-07T09:00:00Z'), 15, WEEK).toISOString()).toBe('2026-12-07T09:15:00.000Z');
  });

  it('stops over lunch and overnight, and skips Sunday', () => {
    // 12:50 → 10 minutes before lunch, 5 after it: 14:05.
    expect(afterOpeningMinutes(new Date('2026-12-07T11:50:00Z'), 15, WEEK).toISOString()).toBe('2026-12-07T13:05:00.000Z');
    // Monday 22:00 → Tuesday 9:15.
    expect(afterOpeningMinutes(new Date('2026-12-07T21:00:00Z'), 15, WEEK).toISOString()).toBe('2026-12-08T08:15:00.000Z');
    // Saturday 11:55 → 5 minutes on Saturday, then Monday 9:10.
    expect(afterOpeningMinutes(new Date('2026-12-12T10:55:00Z'), 15, WEEK).toISOString()).toBe('2026-12-14T08:10:00.000Z');
  });

  it('keeps Turin summer time', () => {
    // Monday 6 July 2026, 8:00 in Turin (UTC+2): due at 9:15 local.
    expect(afterOpeningMinutes(new Date('2026-07-06T06:00:00Z'), 15, WEEK).toISOString()).toBe('2026-07-06T07:15:00.000Z');
  });

  it('proposes the next opening day at its opening, 9:00 without hours', () => {
    // Friday 11 December 2026 17:00 → Saturday 9:00; Saturday → Monday 9:00.
    expect(nextOpeningDay(new Date('2026-12-11T16:00:00Z'), WEEK).toISOString()).toBe('2026-12-12T08:00:00.000Z');
    expect(nextOpeningDay(new Date('2026-12-12T10:00:00Z'), WEEK).toISOString()).toBe('2026-12-14T08:00:00.000Z');
    expect(nextOpeningDay(new Date('2026-12-12T10:00:00Z'), null).toISOString()).toBe('2026-12-13T08:00:00.000Z');
  });

  it('reads the days summer time begins and ends on the clock Turin keeps', () => {
    // Sunday 29 March 2026 has 23 hours and Sunday 25 October 2026 has 25: each ends at Turin's midnight.
    expect(endOfTurinDay(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfTurinDay(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfTurinDay(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // Saturday 24 October 2026, 11:55 (UTC+2) → 5 minutes on Saturday, then Monday 26 at 9:10 (UTC+1).
    expect(afterOpeningMinutes(new Date('2026-10-24T09:55:00Z'), 15, WEEK).toISOString()).toBe('2026-10-26T08:10:00.000Z');
    // 30 seconds into a minute are kept: 10:00:30 → 10:15:30.
    expect(afterOpeningMinutes(new Date('2026-12-07T09:00:30Z'), 15, WEEK).toISOString()).toBe('2026-12-07T09:15:30.000Z');
  });

  it('ends the day at midnight in Turin', () => {
    expect(endOfTurinDay(new Date('2026-12-07T22:30:00Z')).toISOString()).toBe('2026-12-07T23:00:00.000Z');
    expect(endOfTurinDay(new Date('2026-12-07T23:30:00Z')).toISOString()).toBe('2026-12-08T23:00:00.000Z');
  });
});
