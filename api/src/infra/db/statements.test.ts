import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Database } from './index.js';

let testDatabase: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

describe('a write that commits without waiting for the disk', () => {
  it('stores its row like any other write', async () => {
    const rows = await db.statements.writeOne<{ count: number | string }>(
      `INSERT INTO rate_limit_counters ("key", count, window_started_ms, expires_at_ms)
       SELECT $1, 1, CAST($2 AS BIGINT), CAST($3 AS BIGINT) FROM ${db.statements.asynchronousCommit} WHERE true RETURNING count`,
      ['prova:asincrona', '1000', '61000'],
    );
    expect(rows.map((row) => Number(row.count))).toEqual([1]);
    const [stored] = await db.sequelize.query<{ count: number | string }>(`SELECT count FROM rate_limit_counters WHERE "key" = 'prova:asincrona'`, {
      type: QueryTypes.SELECT,
    });
    expect(Number(stored!.count)).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE?.startsWith('postgres'))(
    'on PostgreSQL turns synchronous_commit off for its own transaction only: the next statement on the connection waits again',
    async () => {
      type Setting = { backend: number; setting: string };
      const read = `SELECT pg_backend_pid() AS backend, current_setting('synchronous_commit') AS setting`;
      const [before] = await db.statements.all<Setting>(read);
      const [inside] = await db.statements.all<Setting>(
        `SELECT pg_backend_pid() AS backend, current_setting('synchronous_commit') AS setting FROM ${db.statements.asynchronousCommit}`,
      );
      const [after] = await db.statements.all<Setting>(read);
      expect(inside).toEqual({ backend: before!.backend, setting: 'off' });
      // One caller at a time gets the pool's one idle connection again: the same session, back to its setting.
      expect(after).toEqual(before);
    },
  );
});
