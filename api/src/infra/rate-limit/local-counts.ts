/**
 * Hits of a frequent limit (every chat message) counted in this process while the key is well below its
 * limit, and written to the database in batches: a counter statement per message cost the chat a third of
 * its database work. The first hit of a key in a window, and every hit once the key is past half its limit,
 * still go to the database at once, so one instance counts exactly and the limit is reached on time; several
 * instances may together let through up to half a limit more per instance before a batch reaches the
 * database (docs/decisions/0036-rate-limits.md).
 */
import type { RateLimitHit, RateLimitOutcome } from './types.js';

interface LocalCount {
  /** The database's count when it last answered for this key. */
  known: number;
  /** Hits counted here since, not yet written. */
  pending: number;
  windowMs: number;
  /** When the database's window for this key ends. */
  expiresAt: number;
}

/** Hits to add to a key's counter in the database. */
export interface CounterIncrement {
  key: string;
  hits: number;
  windowMs: number;
}

/** Past this many keys, those whose window is over are forgotten (the database keeps every count). */
const MAX_KEYS = 50_000;

export function createLocalCounts() {
  const counts = new Map<string, LocalCount>();

  return {
    /** The outcome of a hit counted here, or null when the database must count it now. */
    countHere(hit: RateLimitHit, at: number): RateLimitOutcome | null {
      const local = counts.get(hit.key);
      if (!local || local.expiresAt <= at) return null;
      const count = local.known + local.pending + 1;
      if (count * 2 > hit.limit) return null;
      local.pending += 1;
      return { allowed: true, count, limit: hit.limit, retryAfterMs: local.expiresAt - at };
    },

    /** A key's pending hits, to write with the hit the database counts now; they are no longer pending. */
    takePending(key: string): number {
      const local = counts.get(key);
      const pending = local?.pending ?? 0;
      if (local) local.pending = 0;
      return pending;
    },

    /** Every key's pending hits, for a batch; they are no longer pending. */
    takeAll(): CounterIncrement[] {
      const increments: CounterIncrement[] = [];
      for (const [key, local] of counts) {
        if (local.pending === 0) continue;
        increments.push({ key, hits: local.pending, windowMs: local.windowMs });
        local.pending = 0;
      }
      return increments;
    },

    /** Pending hits that did not reach the database are pending again, for the next batch. */
    giveBack(key: string, hits: number): void {
      const local = counts.get(key);
      if (local) local.pending += hits;
    },

    /** What the database answered for a key (its count includes every instance's written hits). */
    learn(key: string, windowMs: number, count: number, expiresAt: number, at: number): void {
      const local = counts.get(key);
      if (local) {
        // Answers may arrive out of order (a batch's and a request's own): a lower count of the same window is older.
        if (expiresAt === local.expiresAt && count < local.known) return;
        Object.assign(local, { known: count, windowMs, expiresAt });
        return;
      }
      if (counts.size >= MAX_KEYS) {
        for (const [known, stale] of counts) if (stale.expiresAt <= at && stale.pending === 0) counts.delete(known);
        // Still full of live keys: this one is counted in the database at every hit.
        if (counts.size >= MAX_KEYS) return;
      }
      counts.set(key, { known: count, pending: 0, windowMs, expiresAt });
    },

    /** The hits counted here and not yet written, to add to the database's count. */
    pendingOf(key: string): number {
      return counts.get(key)?.pending ?? 0;
    },

    /** Takes back one pending hit; false when there was none (it is in the database). */
    releasePending(key: string): boolean {
      const local = counts.get(key);
      if (!local || local.pending === 0) return false;
      local.pending -= 1;
      return true;
    },

    forget(key: string): void {
      counts.delete(key);
    },
  };
}
