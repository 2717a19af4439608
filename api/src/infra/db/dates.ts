/**
 * Dates leave the API as ISO strings. Model attributes are Date objects, but aggregates (MAX(created_at)) come
 * back raw: a Date from PostgreSQL, a 'YYYY-MM-DD HH:MM:SS.SSS +00:00' string from SQLite.
 */
/** The form Sequelize and the statements write every SQLite date in: UTC to the millisecond. */
const SQLITE_UTC_MILLISECONDS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \+00:00$/;

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  // Already the ISO instant but for two characters: rewritten without a Date (a page of leads reads a hundred).
  if (SQLITE_UTC_MILLISECONDS.test(value)) return `${value.slice(0, 10)}T${value.slice(11, 23)}Z`;
  const sqliteForm = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?: ?([+-]\d{2}:\d{2}|Z))?$/.exec(value);
  const date = sqliteForm ? new Date(`${sqliteForm[1]}T${sqliteForm[2]}${sqliteForm[3] ?? 'Z'}`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date column read on the driver (a Date from PostgreSQL, text from SQLite), as a Date. */
export const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(toIso(value) ?? 0));

/** For attributes that are never null. */
export function isoOf(value: Date): string {
  return value.toISOString();
}

/** The epoch milliseconds of a raw row's date (a Date from PostgreSQL, a string from SQLite), or null. */
export function epochMsOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const iso = toIso(value as string | null);
  return iso ? new Date(iso).getTime() : null;
}
