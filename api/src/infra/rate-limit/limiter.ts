import { QueryTypes } from 'sequelize';
import type { Database } from '../db/index.js';

export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters in the database, so every instance counts the same hits. One upsert per hit, atomic
 * on SQLite and PostgreSQL alike: a fresh or expired window restarts at 1, a live one increments, and the
 * statement returns the count it reached.
 */
export function createRateLimiter(db: Pick<Database, 'sequelize' | 'statements'>, now: () => number = Date.now) {
  const { sequelize } = db;
  async function hit(key: string, limit: number, windowMs: number): Promise<RateLimitOutcome> {
    const at = now();
    // One atomic upsert counts the hit and returns the window on either database. It runs on every chat
    // message, so in plain SQL on the driver (infra/db/statements.ts). Numbers go in as text and are cast,
    // so PostgreSQL never guesses a too-narrow type for a millisecond timestamp. It commits without waiting
    // for the disk: every request of one client address updates the same row, and a commit that waited for
    // a busy disk would hold that row, and every other request of the address behind it, for as long; a
    // crash of the database may forget the last moment's hits, which only lets a client a few more requests.
    // (`WHERE true` tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.)
    const rows = await db.statements.writeOne<{ count: number | string; expires_at_ms: number | string }>(
      `INSERT INTO rate_limit_counters ("key", count, window_started_ms, expires_at_ms)
       SELECT $1, 1, CAST($2 AS BIGINT), CAST($3 AS BIGINT) FROM ${db.statements.asynchronousCommit} WHERE true
       ON CONFLICT ("key") DO UPDATE SET
         count = CASE WHEN rate_limit_counters.expires_at_ms <= CAST($2 AS BIGINT) THEN 1 ELSE rate_limit_counters.count + 1 END,
         window_started_ms = CASE WHEN rate_limit_counters.expires_at_ms <= CAST($2 AS BIGINT) THEN CAST($2 AS BIGINT) ELSE rate_limit_counters.window_started_ms END,
         expires_at_ms = CASE WHEN rate_limit_counters.expires_at_ms <= CAST($2 AS BIGINT) THEN CAST($3 AS BIGINT) ELSE rate_limit_counters.expires_at_ms END
       RETURNING count, expires_at_ms`,
      [key, String(at), String(at + windowMs)],
    );
    const row = rows[0];
    if (!row) throw new Error(`The rate-limit counter ${key} returned no row`);
    const count = Number(row.count);
    const expiresAt = Number(row.expires_at_ms);
    return { allowed: count <= limit, count, limit, retryAfterMs: Math.max(0, expiresAt - at) };
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

  return { hit, peek, release, reset, purgeExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
