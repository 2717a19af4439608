import { TIME_FILTER_DAYS, type TimeFilter } from '@valuta/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a period filter (7, 30 or 90 days back from now), or null for all time. */
export function periodStart(timeFilter: TimeFilter, now = new Date()): Date | null {
  const days = TIME_FILTER_DAYS[timeFilter];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}
