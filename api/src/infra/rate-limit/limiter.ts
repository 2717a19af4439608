import { QueryTypes } from 'sequelize';
import type { Database } from '../db/index.js';
import type { Logger } from '../logger.js';
import { createLocalCounts, type CounterIncrement } from './local-counts.js';
import type { RateLimitHit, RateLimitOutcome } from './types.js';

/** How often the hits counted in this process are written to the database. */
const BATCH_EVERY_MS = 1_000;

/**
 * Adds the given hits to their counters in one upsert: a fresh or expired window restarts at the hits added,
 * a live one adds them, and the statement returns the count each key reached. The keys are $2, $5, …, the
 * hits to add $3, $6, … and the window's end $4, $7, …
 */
function upsertHits(keys: number, asynchronousCommit: string): string {
  const values = Array.from({ length: keys }, (_, index) => `($${3 * index + 2}, $${3 * index + 3}, $${3 * index + 4})`).join(', ');
  const expired = 'rate_limit_counters.expires_at_ms <= CAST($1 AS BIGINT)';
  return `INSERT INTO rate_limit_counters ("key", count, window_started_ms, expires_at_ms)
    SELECT hit.column1, CAST(hit.column2 AS INTEGER), CAST($1 AS BIGINT), CAST(hit.column3 AS BIGINT)
    FROM (VALUES ${values}) AS hit, ${asynchronousCommit} WHERE true
    ON CONFLICT ("key") DO UPDATE SET
      count = CASE WHEN ${expired} THEN excluded.count ELSE rate_limit_counters.count + excluded.count END,
      window_started_ms = CASE WHEN ${expired} THEN CAST($1 AS BIGINT) ELSE rate_limit_counters.window_started_ms END,
      expires_at_ms = CASE WHEN ${expired} THEN excluded.expires_at_ms ELSE rate_limit_counters.expires_at_ms END
    RETURNING "key", count, expires_at_ms`;
}

type CounterRow = { key: string; count: number | string; expires_at_ms: number | string };

/**
 * Fixed-window counters in the database, so every instance counts the same hits. At most one upsert per
 * request, atomic on SQLite and PostgreSQL alike, however many counters the request counts against; none for
 * a batched hit counted in this process (local-counts.ts), whose batch is written within a second.
 */
export function createRateLimiter(db: Pick<Database, 'sequelize' | 'statements'>, now: () => number = Date.now, logger?: Logger) {
  const { sequelize } = db;
  const local = createLocalCounts();

  // The statement of each number of keys, written once: it runs on every chat message.
  const upserts = new Map<number, string>();
  const upsertOf = (keys: number) => {
    let sql = upserts.get(keys);
    if (sql === undefined) {
      sql = upsertHits(keys, db.statements.asynchronousCommit);
      upserts.set(keys, sql);
    }
    return sql;
  };

  /**
   * Adds the increments in one statement (plain SQL on the driver, infra/db/statements.ts), answering the
   * counters' rows by key. Numbers go in as text and are cast, so PostgreSQL never guesses a too-narrow type for
   * a millisecond timestamp. It commits without waiting for the disk: every request of one client address
   * updates the same row, and a commit that waited for a busy disk would hold that row, and every other request
   * of the address behind it, for as long; a crash of the database may forget the last moment's hits, which
   * only lets a client a few more requests. (`WHERE true` tells SQLite's parser that ON CONFLICT belongs to the
   * INSERT.)
   */
  async function add(increments: readonly CounterIncrement[], at: number): Promise<Map<string, CounterRow>> {
    const params = [String(at), ...increments.flatMap((increment) => [increment.key, String(increment.hits), String(at + increment.windowMs)])];
    const rows = await db.statements.writeOne<CounterRow>(upsertOf(increments.length), params);
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** Writes the hits counted in this process; on failure they stay pending for the next batch. */
  async function flush(): Promise<void> {
    const increments = local.takeAll();
    if (increments.length === 0) return;
    const at = now();
    try {
      const rows = await add(increments, at);
      for (const { key, windowMs } of increments) {
        const row = rows.get(key);
        if (row) local.learn(key, windowMs, Number(row.count), Number(row.expires_at_ms), at);
      }
    } catch (error) {
      for (const { key, hits } of increments) local.giveBack(key, hits);
      logger?.warn({ err: error }, 'rate-limit counts not written; trying again');
    }
  }
  let batches: NodeJS.Timeout | null = null;
  const flushSoon = () => {
    batches ??= setInterval(() => void flush(), BATCH_EVERY_MS).unref();
  };

  /**
   * Counts one hit on each key (distinct keys), answering in the same order, with one statement for all the
   * request's counters that the database must count now, and none when every hit is a batched one counted here.
   */
  async function hitAll(hits: readonly RateLimitHit[]): Promise<RateLimitOutcome[]> {
    if (hits.length === 0) return [];
    const at = now();
    const here = hits.map((hit) => (hit.batched ? local.countHere(hit, at) : null));
    if (here.some((outcome) => outcome !== null)) flushSoon();
    // What the database counts now: the hit, with what this process counted of its key since the last batch.
    const increments = hits.flatMap((hit, index) =>
      here[index] ? [] : [{ key: hit.key, hits: 1 + (hit.batched ? local.takePending(hit.key) : 0), windowMs: hit.windowMs }],
    );
    if (increments.length === 0) return here as RateLimitOutcome[];
    let rows: Map<string, CounterRow>;
    try {
      rows = await add(increments, at);
    } catch (error) {
      for (const { key, hits: added } of increments) local.giveBack(key, added - 1);
      throw error;
    }
    return hits.map((hit, index) => {
      const counted = here[index];
      if (counted) return counted;
      const row = rows.get(hit.key);
      if (!row) throw new Error(`The rate-limit counter ${hit.key} returned no row`);
      const count = Number(row.count);
      const expiresAt = Number(row.expires_at_ms);
      if (hit.batched) local.learn(hit.key, hit.windowMs, count, expiresAt, at);
      return { allowed: count <= hit.limit, count, limit: hit.limit, retryAfterMs: Math.max(0, expiresAt - at) };
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
    const pending = local.pendingOf(key);
    return row ? { count: Number(row.count) + pending, retryAfterMs: Number(row.expires_at_ms) - at } : { count: pending, retryAfterMs: 0 };
  }

  /** Takes back one hit of the key's live window (an attempt that turned out not to count). */
  async function release(key: string): Promise<void> {
    if (local.releasePending(key)) return;
    await sequelize.query('UPDATE rate_limit_counters SET count = count - 1 WHERE "key" = :key AND count > 0 AND expires_at_ms > :at', {
      replacements: { key, at: now() },
    });
  }

  /** Forgets a key (e.g. the login counter of an e-mail after a successful sign-in). */
  async function reset(key: string): Promise<void> {
    local.forget(key);
    await sequelize.query('DELETE FROM rate_limit_counters WHERE "key" = :key', { replacements: { key } });
  }

  async function purgeExpired(): Promise<void> {
    await sequelize.query('DELETE FROM rate_limit_counters WHERE expires_at_ms <= :at', { replacements: { at: now() } });
  }

  /** Writes the pending batched hits now and stops batching (when the server stops). */
  async function close(): Promise<void> {
    if (batches) clearInterval(batches);
    batches = null;
    await flush();
  }

  return { hit, hitAll, peek, release, reset, purgeExpired, flush, close };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
