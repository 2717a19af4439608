/**
 * Cells of the contacts export that repeat across rows, each written once per distinct value of one export:
 * a hundred thousand leads carry a handful of statuses and labels and one lead's instant shares its hour with
 * many others, and formatting each again (a label lookup, a quoting check, Turin's wall clock) cost more
 * server CPU than reading the row. The caches live as long as one export, so they never outgrow it.
 */
import { csvCell, formatDateTime, type CsvValue } from '@valuta/shared';
import { toIso } from '../infra/db/dates.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The finished cell (quoted when it must be) of `label(value)`, computed once per distinct value. */
export function labelCells<T extends string>(label: (value: T) => CsvValue): (value: T | null) => string {
  const cells = new Map<T | null, string>();
  return (value) => {
    let cell = cells.get(value);
    if (cell === undefined) {
      cell = value === null ? '' : csvCell(label(value));
      cells.set(value, cell);
    }
    return cell;
  };
}

/** Two digits of a minute, 0 to 59. */
const MINUTES = Array.from({ length: 60 }, (_, minute) => String(minute).padStart(2, '0'));

/** The text SQLite holds for a date, as Sequelize writes it: 'YYYY-MM-DD HH:MM:SS.SSS +00:00'. */
const isSqliteUtcText = (value: string) => value.length === 30 && value.endsWith(' +00:00') && value[10] === ' ';

/**
 * 'dd/MM/yyyy HH:mm' in Turin's time, as formatDateTime writes it, asking formatDateTime once per UTC hour:
 * Turin's offset from UTC is a whole number of hours and only changes on a UTC hour, so an instant's minutes
 * are the UTC minutes and the rest is its hour's. An hour whose formatted start does not end in ':00' (an
 * offset that is not whole hours) is formatted row by row instead.
 */
export function dateTimeCells(): (value: Date | string) => string {
  const hours = new Map<number, string | null>();
  /** The cell up to the minutes ('dd/MM/yyyy HH:'), or null when this hour must be formatted whole. */
  function hourPrefix(hour: number): string | null {
    let prefix = hours.get(hour);
    if (prefix === undefined) {
      const start = formatDateTime(hour * HOUR_MS);
      prefix = start.endsWith(':00') ? start.slice(0, -2) : null;
      hours.set(hour, prefix);
    }
    return prefix;
  }
  function cellOf(time: number): string {
    const prefix = Number.isFinite(time) ? hourPrefix(Math.floor(time / HOUR_MS)) : null;
    if (prefix === null) return csvCell(formatDateTime(time));
    return prefix + MINUTES[Math.floor(time / MINUTE_MS) - Math.floor(time / HOUR_MS) * 60]!;
  }
  return (value) => {
    if (value instanceof Date) return cellOf(value.getTime());
    // SQLite's text is read by position: the UTC hour and its minutes, seconds dropped as formatDateTime does.
    if (isSqliteUtcText(value)) {
      const hour = Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10), +value.slice(11, 13)) / HOUR_MS;
      const prefix = hourPrefix(hour);
      if (prefix !== null) return prefix + value.slice(14, 16);
    }
    return cellOf(Date.parse(toIso(value) ?? ''));
  };
}
