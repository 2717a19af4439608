/**
 * What keeps erased data out of the SQLite files besides the erasure itself (see
 * data-rights/erased-from-files.test.ts for the whole): every connection the app opens zeroes what it frees,
 * and emptying the write-ahead log, when a reader keeps it from completing, fails quietly and is tried again.
 * SQLite only: PostgreSQL has neither setting.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { QueryTypes, Transaction } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createLogger } from '../logger.js';
import type { Database } from './index.js';
import { createWalTruncation } from './wal-checkpoint.js';

const onSqlite = !process.env.TEST_DATABASE?.startsWith('postgres');

interface RawConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
  close(callback: () => void): void;
}

let testDatabase: TestDatabase;
let db: Database;
let storage: string;

const walSize = async () => (await stat(`${storage}-wal`).catch(() => ({ size: 0 }))).size;

describe.runIf(onSqlite)('SQLite files after an erasure', () => {
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const { target } = testDatabase.temporaryDatabase;
    if (target.dialect !== 'sqlite') throw new Error('SQLite only');
    storage = target.storage;
    ({ db } = testDatabase);
  });
  afterAll(() => testDatabase?.close());

  it('every connection of the app zeroes what a delete frees', async () => {
    const pragma = 'PRAGMA secure_delete';
    const settings = [
      (await db.sequelize.query<{ secure_delete: number }>(pragma, { type: QueryTypes.SELECT }))[0],
      await db.sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, async (transaction) => {
        return (await db.sequelize.query<{ secure_delete: number }>(pragma, { type: QueryTypes.SELECT, transaction }))[0];
      }),
      (await db.statements.all<{ secure_delete: number }>(pragma))[0],
      (await db.statements.writeOne<{ secure_delete: number }>(pragma))[0],
    ];
    expect(settings.map((row) => row?.secure_delete)).toEqual([1, 1, 1, 1]);
  });

  it('empties the write-ahead log; a reader that keeps it from doing so delays it, without failing', async () => {
    await db.models.AppEvent.create({ type: 'chat_started', valuationId: null, metadata: null });
    expect(await walSize()).toBeGreaterThan(0);
    expect(await createWalTruncation(db.statements, createLogger('silent')).truncate()).toBe(true);
    expect(await walSize()).toBe(0);

    // Another process's connection in the middle of a read.
    const sqlite3 = createRequire(import.meta.url)('sqlite3') as { Database: new (file: string) => RawConnection };
    const reader = new sqlite3.Database(storage);
    const exec = (sql: string) => new Promise<void>((resolve, reject) => reader.exec(sql, (error) => (error ? reject(error) : resolve())));
    await db.models.AppEvent.create({ type: 'chat_started', valuationId: null, metadata: null });
    await exec('BEGIN; SELECT count(*) FROM events;');
    const truncation = createWalTruncation(db.statements, createLogger('silent'), 100);
    try {
      expect(await truncation.truncate()).toBe(false);
      expect(await walSize()).toBeGreaterThan(0);
      await exec('COMMIT');
      await vi.waitFor(async () => expect(await walSize()).toBe(0), { timeout: 10_000, interval: 50 });
    } finally {
      truncation.stop();
      await new Promise<void>((resolve) => reader.close(resolve));
    }
  });
});
