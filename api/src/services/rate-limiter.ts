import { QueryTypes, type Sequelize } from 'sequelize';

export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters in the database, so every instance counts the same hits. One upsert per hit, atomic
 * on SQLite and PostgreSQL alike: a fresh or expired window restarts at 1, a live one increments.
 */
export function createRateLimiter(sequelize: Sequelize, now: () => number = Date.now) {
  async function hit(key: string, limit: number, windowMs: number): Promise<RateLimitOutcome> {
    const at = now();
    // One atomic upsert counts the hit on either database; the read that follows may see a few concurrent hits
    // from other instances too, which only errs on the side of limiting. (RETURNING would save the read, but
    // Sequelize's SQLite driver discards the rows of any INSERT.)
    await sequelize.query(
      `INSERT INTO rate_limit_counters ("key", count, window_started_ms, expires_at_ms)
       VALUES (:key, 1, :at, :expiresAt)
       ON CONFLICT ("key") DO UPDATE SET
         count = CASE WHEN rate_limit_counters.expires_at_ms <= :at THEN 1 ELSE rate_limit_counters.count + 1 END,
         window_started_ms = CASE WHEN rate_limit_counters.expires_at_ms <= :at THEN :at ELSE rate_limit_counters.window_started_ms END,
         expires_at_ms = CASE WHEN rate_limit_counters.expires_at_ms <= :at THEN :expiresAt ELSE rate_limit_counters.expires_at_ms END`,
      { replacements: { key, at, expiresAt: at + windowMs } },
    );
    const rows = await sequelize.query<{ count: number | string; expires_at_ms: number | string }>(
      'SELECT count, expires_at_ms FROM rate_limit_counters WHERE "key" = :key',
      { replacements: { key }, type: QueryTypes.SELECT },
    );
    const row = rows[0];
    const count = Number(row?.count ?? 1);
    const expiresAt = Number(row?.expires_at_ms ?? at + windowMs);
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

  /** Forgets a key (e.g. the login counter of an e-mail after a successful sign-in). */
  async function reset(key: string): Promise<void> {
    await sequelize.query('DELETE FROM rate_limit_counters WHERE "key" = :key', { replacements: { key } });
  }

  async function purgeExpired(): Promise<void> {
    await sequelize.query('DELETE FROM rate_limit_counters WHERE expires_at_ms <= :at', { replacements: { at: now() } });
  }

  return { hit, peek, reset, purgeExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
