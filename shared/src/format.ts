/**
 * Italian formatting of money and dates, identical in the browser, the desktop app and the server (e-mails,
 * CSV). Dates are shown in the agency's time zone whatever the viewer's machine says.
 */

const INVALID_DATE_TEXT = 'Data non valida';
const AGENCY_TIME_ZONE = 'Europe/Rome';

/**
 * A formatter built at its first use and kept: constructing an Intl formatter costs far more than formatting
 * with it (the three of this module took about 20 ms of a phone's main thread while a page loaded), and most
 * pages that load this module format nothing before the owner has answered.
 */
function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

// 'always' grouping: it-IT leaves four-digit numbers ungrouped by default ("2345 €"), which reads wrong
// next to "450.000 €" in the same card.
const euroFormatter = builtOnFirstUse(
  () =>
    new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      useGrouping: 'always',
    }),
);

const numberFormatter = builtOnFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' }));

/** A text that ends a sentence, its full stop written once: "Casa Sabauda S.r.l." takes no second one. */
export function withFullStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** 450000 → "450.000 €". Null, undefined and non-finite values give an empty string. */
export function formatEuro(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return euroFormatter().format(Math.round(amount));
}

/** 450000 → "450.000" (for ranges such as "450.000 - 510.000 €"). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormatter().format(Math.round(value));
}

/** The range as the result page shows it: "450.000 € - 510.000 €". */
export function formatEuroRange(min: number | null | undefined, max: number | null | undefined): string {
  return `${formatEuro(min)} - ${formatEuro(max)}`;
}

/** Estimated value divided by the area, on the site and in the back office alike, e.g. "2.727 €/m²"; empty when either is missing. */
export function formatPricePerSqm(value: number | null | undefined, area: number | null | undefined): string {
  if (!value || !area || !Number.isFinite(value) || !Number.isFinite(area) || area <= 0) return '';
  return `${formatEuro(value / area)}/m²`;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const agencyZoneFormatter = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      timeZone: AGENCY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;
const offsetByHour = new Map<number, number>();
const offsetByDay = new Map<number, number | null>();

/** Turin's offset from UTC at the start of a UTC hour, asked of Intl once per hour. */
function offsetAtHour(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const probe = hour * HOUR_MS;
    const parts = Object.fromEntries(
      agencyZoneFormatter()
        .formatToParts(probe)
        .map((part) => [part.type, part.value]),
    );
    offset = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) - probe;
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * Turin's offset from UTC (ms) at a moment (ms since the epoch). The offset only ever changes on a UTC hour
 * (daylight saving switches at 01:00 UTC), and twice a year, never twice in one day: when a UTC day starts and
 * ends with the same offset, it held all day, so most days cost Intl one question (their end is the next day's
 * start) instead of one per hour. formatToParts is slow enough to dominate a CSV export that formats a date per
 * row, or a page of 'Da fare' that computes a deadline per lead.
 */
export function agencyOffsetMs(time: number): number {
  const day = Math.floor(time / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const start = offsetAtHour(day * 24);
    offset = start === offsetAtHour((day + 1) * 24) ? start : null;
    if (offsetByDay.size >= 50_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return offset ?? offsetAtHour(Math.floor(time / HOUR_MS));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function partsInAgencyZone(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const local = new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS + agencyOffsetMs(date.getTime()));
  return {
    year: pad(local.getUTCFullYear(), 4),
    month: pad(local.getUTCMonth() + 1),
    day: pad(local.getUTCDate()),
    hour: pad(local.getUTCHours()),
    minute: pad(local.getUTCMinutes()),
  };
}

/** The agency's wall clock at an instant, as 'YYYY-MM-DD' and 'HH:MM'. */
export function agencyWallClock(instant: Date): { date: string; time: string } {
  const p = partsInAgencyZone(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** "dd/MM/yyyy HH:mm" in Turin's time, or 'Data non valida'. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const p = partsInAgencyZone(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** "dd/MM/yyyy" in Turin's time, or 'Data non valida'. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const p = partsInAgencyZone(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "yyyy-MM-dd" in Turin's time, for file names such as assistenze_2026-11-22.csv. */
export function formatIsoDay(value: Date | string | number = new Date()): string {
  const date = toDate(value) ?? new Date();
  const p = partsInAgencyZone(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 0.0834 → '8,3%'; '—' for no figure. */
export function formatShare(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${(value * 100).toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
