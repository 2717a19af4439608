import type { AdminAppointment } from '@valuta/shared/appointments';
import { agencyDateTimeToUtc } from '@valuta/shared/appointments';
import { agencyWallClock, formatDate, formatDateTime } from '@valuta/shared/format';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';

/** When an appointment takes place, or what the owner asked for while it is only requested. */
export function appointmentWhenText(appointment: AdminAppointment): string {
  if (appointment.scheduled_at) return formatDateTime(appointment.scheduled_at);
  if (appointment.requested_date) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(appointment.requested_date) ? formatDate(appointment.requested_date) : appointment.requested_date;
    return `Richiesto per ${day}${appointment.requested_time ? ` ${appointment.requested_time}` : ''}`;
  }
  return `Da richiamare: ${appointment.preferred_time ? adminTimeSlotLabel(appointment.preferred_time) : 'orario non indicato'}`;
}

/** Who asked: the lead's or the form's name, else the phone. */
export function appointmentWhoText(appointment: AdminAppointment): string {
  return appointment.contact_name ?? appointment.name ?? appointment.phone;
}

const DAY_MS = 24 * 60 * 60_000;

/** 'YYYY-MM-DD' plus some days, on the calendar (no clock involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday (Turin's calendar) of the week of `now`. */
export function weekMonday(now: Date): string {
  const today = agencyWallClock(now).date;
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
}

/** The seven days of a week, and the instants it starts and ends at in Turin. */
export function weekOf(monday: string): { days: string[]; from: Date; to: Date } {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const from = agencyDateTimeToUtc(monday, '00:00') ?? new Date(`${monday}T00:00:00Z`);
  const to = agencyDateTimeToUtc(addDays(monday, 7), '00:00') ?? new Date(from.getTime() + 7 * DAY_MS);
  return { days, from, to };
}

const weekdayFormatter = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** "lun 24/11" for a calendar day. */
export function dayHeading(day: string): string {
  return weekdayFormatter.format(new Date(`${day}T12:00:00Z`));
}
