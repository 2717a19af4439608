import { QueryTypes } from 'sequelize';
import type { Database } from '../db/index.js';

export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterMs: number;
}

export interface RateLimitHit {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts the given hits in one upsert: a fresh or expired window restarts at 1, a live one increments, and
 * the statement returns the count each key reached. The keys are $2, $4, … and their window ends $3, $5, …
 */
function upsertHits(hits: number, asynchronousCommit: string): string {
  const values = Array.from({ length: hits }, (_, index) => `($${2 * index + 2}, $${2 * index + 3})`).join(', ');
  const expired = 'rate_limit_counters.expires_at_ms <= CAST($1 AS BIGINT)';
  return `INSERT INTO rate_limit_counters ("key", count, window_started_ms, expires_at_ms)
    SELECT hit.column1, 1, CAST($1 AS BIGINT), CAST(hit.column2 AS BIGINT) FROM (VALUES ${values}) AS hit, ${asynchronousCommit} WHERE true
    ON CONFLICT ("key") DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.count + 1 END,
      window_started_ms = CASE WHEN ${expired} THEN CAST($1 AS BIGINT) ELSE rate_limit_counters.window_started_ms END,
      expires_at_ms = CASE WHEN ${expired} THEN excluded.expires_at_ms ELSE rate_limit_counters.expires_at_ms END
    RETURNING "key", count, expires_at_ms`;
}

/**
 * Fixed-window counters in the database, so every instance counts the same hits. One upsert per request,
 * atomic on SQLite and PostgreSQL alike, however many counters the request counts against.
 */
export function createRateLimiter(db: Pick<Database, 'sequelize' | 'statements'>, now: () => number = Date.now) {
  const { sequelize } = db;

  /**
   * Counts one hit on each key (distinct keys), answering in the same order. It runs on every chat message,
   * so in plain SQL on the driver (infra/db/statements.ts), one statement for all the request's counters.
   * Numbers go in as text and are cast, so PostgreSQL never guesses a too-narrow type for a millisecond
   * timestamp. It commits without waiting for the disk: every request of one client address updates the same
   * row, and a commit that waited for a busy disk would hold that row, and every other request of the address
   * behind it, for as long; a crash of the database may forget the last moment's hits, which only lets a
   * client a few more requests. (`WHERE true` tells SQLite's parser that ON CONFLICT belongs to the INSERT.)
   */
  async function hitAll(hits: readonly RateLimitHit[]): Promise<RateLimitOutcome[]> {
    if (hits.length === 0) return [];
    const at = now();
    const params = [String(at), ...hits.flatMap((hit) => [hit.key, String(at + hit.windowMs)])];
    const rows = await db.statements.writeOne<{ key: string; count: number | string; expires_at_ms: number | string }>(
      upsertHits(hits.length, db.statements.asynchronousCommit),
      params,
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return hits.map(({ key, limit }) => {
      const row = byKey.get(key);
      if (!row) throw new Error(`The rate-limit counter ${key} returned no row`);
      const count = Number(row.count);
      return { allowed: count <= limit, count, limit, retryAfterMs: Math.max(0, Number(row.expires_at_ms) - at) };
    });
  }

  async function hit(key: string, limit: number, windowMs: number): Promise<RateLimitOutcome> {
    const [outcome] = await hitAll([{ key, limit, windowMs }]);
    return outcome!;
  }

  /** The hits counted so far in the key's live window, without counting one more. */
  async function peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    const at = now();
    const rows = await sequelize.query<{ count: number | string; expires_at_ms: number | string }>(
      'SELECT count, expires_at_ms FROM rate_limit_counters WHERE "key" = :key AND expires_at_ms > :at',
      { replacements: { key, at }, type: QueryTypes.SELECT },
    );
    const row = rows[0];
    return row ? { count: Number(row.count), retryAfterMs: Number(row.expires_at_ms) - at } : { count: 0, retryAfterMs: 0 };
  }

  /** Takes back one hit of the key's live window (an attempt that turned out not to count). */
  async function release(key: string): Promise<void> {
    await sequelize.query('UPDATE rate_limit_counters SET count = count - 1 WHERE "key" = :key AND count > 0 AND expires_at_ms > :at', {
      replacements: { key, at: now() },
    });
  }

  /** Forgets a key (e.g. the login counter of an e-mail after a successful sign-in). */
  async function reset(key: string): Promise<void> {
    await sequelize.query('DELETE FROM rate_limit_counters WHERE "key" = :key', { replacements: { key } });
  }

  async function purgeExpired(): Promise<void> {
    await sequelize.query('DELETE FROM rate_limit_counters WHERE expires_at_ms <= :at', { replacements: { at: now() } });
  }

  return { hit, hitAll, peek, release, reset, purgeExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
