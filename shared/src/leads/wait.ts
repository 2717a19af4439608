/**
 * How long a lead waited, as staff read it, apart from card.ts (which re-exports it) because that builds its
 * schemas with zod: 'Da fare' shows waits without loading the schema library.
 */

/** "3 min", "2 h 5 min", "1 g 4 h": a wait as staff read it; '—' when there is none. */
export function formatWait(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} g ${hours % 24} h` : `${days} g`;
}
