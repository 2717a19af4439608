/**
 * Time as the agency works it: on Turin's clock, within the opening hours it saved ('Impostazioni agenzia'). A
 * lead's first contact is due after 'Tempo di primo contatto' minutes of opening time; a call nobody answered is
 * tried again at the next opening. Without hours the agency saved and the server understood, every minute counts.
 */
import { agencyOffsetMs } from '@valuta/shared';
import type { OpeningSpans } from '../web/opening-hours.js';

/** The week's opening hours, Monday first; null: always open. */
export type OpeningWeek = OpeningSpans[] | null;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** An instant on Turin's clock: its day ('2026-12-07'), the weekday (0 Monday) and the minutes since midnight. */
function turinClock(instant: Date): { day: string; weekday: number; minutes: number } {
  const wall = new Date(instant.getTime() + agencyOffsetMs(instant.getTime()));
  return {
    day: wall.toISOString().slice(0, 10),
    weekday: (wall.getUTCDay() + 6) % 7,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() + wall.getUTCSeconds() / 60,
  };
}

/** The day after a calendar day ('2026-12-31' → '2027-01-01'). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant of a day's minute on Turin's clock. A minute the clock shows twice (the hour summer time ends) is
 * the first of the two; one it skips (the hour it begins) is read at winter time's offset.
 */
function instantOf(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date) + Math.round(minutes * MINUTE_MS);
  for (const offsetHours of [2, 1]) {
    const candidate = wall - offsetHours * HOUR_MS;
    if (candidate + agencyOffsetMs(candidate) === wall) return new Date(candidate);
  }
  return new Date(wall - HOUR_MS);
}

/** The most days looked ahead: a week always holds an opening when the hours have one. */
const DAYS_AHEAD = 8;

/** The instant `minutes` of opening time after `start` (the lead's arrival): when its first contact is due. */
export function afterOpeningMinutes(start: Date, minutes: number, week: OpeningWeek): Date {
  if (!week || week.every((spans) => spans.length === 0)) return new Date(start.getTime() + minutes * 60_000);
  let { day, weekday, minutes: from } = turinClock(start);
  let left = minutes;
  for (let step = 0; step < DAYS_AHEAD * 2; step++) {
    for (const span of week[weekday]!) {
      const begin = Math.max(span.opens, from);
      if (begin >= span.closes) continue;
      if (begin + left <= span.closes) return instantOf(day, begin + left);
      left -= span.closes - begin;
    }
    day = nextDay(day);
    weekday = (weekday + 1) % 7;
    from = 0;
  }
  return new Date(start.getTime() + minutes * 60_000);
}

/** The first opening of a day after the one `instant` falls on ('tomorrow within opening hours'); 9:00 without hours. */
export function nextOpeningDay(instant: Date, week: OpeningWeek): Date {
  let { day, weekday } = turinClock(instant);
  for (let step = 0; step < DAYS_AHEAD; step++) {
    day = nextDay(day);
    weekday = (weekday + 1) % 7;
    const first = week?.[weekday]?.[0];
    if (!week || week.every((spans) => spans.length === 0)) return instantOf(day, 9 * 60);
    if (first) return instantOf(day, first.opens);
  }
  return instantOf(nextDay(turinClock(instant).day), 9 * 60);
}

/** The end of the day `instant` falls on, on Turin's clock: what 'due today' reaches to. */
export function endOfTurinDay(instant: Date): Date {
  return instantOf(nextDay(turinClock(instant).day), 0);
}

/** The start of the day `instant` falls on, on Turin's clock. */
export function startOfTurinDay(instant: Date): Date {
  return instantOf(turinClock(instant).day, 0);
}
