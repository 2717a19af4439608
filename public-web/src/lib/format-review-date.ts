const MONTH_YEAR = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-14" → "marzo 2026": a review's month is what a reader needs, and it reads the same everywhere. */
export function formatReviewDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : MONTH_YEAR.format(date);
}
