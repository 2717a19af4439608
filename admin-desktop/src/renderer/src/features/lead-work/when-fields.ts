import { agencyDateTimeToUtc } from '@valuta/shared/appointments';
import { agencyWallClock } from '@valuta/shared/format';

/** A day and a time on Turin's clock, as the date and time inputs hold them. */
export interface WhenFields {
  date: string;
  time: string;
}

export function whenFieldsOf(instant: string | null | undefined): WhenFields {
  const date = instant ? new Date(instant) : null;
  return date && Number.isFinite(date.getTime()) ? agencyWallClock(date) : { date: '', time: '' };
}

/** The ISO instant of the fields, or null while either is missing or the day does not exist. */
export function instantOf({ date, time }: WhenFields): string | null {
  return agencyDateTimeToUtc(date, time)?.toISOString() ?? null;
}
