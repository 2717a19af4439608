import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../infra/config/env.js';
import { openDatabase, type Database } from '../infra/db/index.js';
import { createLogger, type Logger } from '../infra/logger.js';

export interface TemporaryDatabase {
  target: DatabaseTarget;
  /** DATABASE_URL form of the target, for code that reads the environment (the CLI). */
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a SQLite file in a temporary folder, or, when the suite runs
 * against PostgreSQL (TEST_DATABASE=postgres://…), a new database on that server, dropped afterwards.
 */
export async function createTemporaryDatabase(): Promise<TemporaryDatabase> {
  const source = process.env.TEST_DATABASE ?? 'sqlite';
  if (!source.startsWith('postgres')) {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-test-'));
    const storage = path.join(folder, 'test.sqlite');
    return {
      target: { dialect: 'sqlite', storage },
      url: `sqlite:${storage}`,
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }

  const serverUrl = new URL(source);
  const name = `valuta_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    target: { dialect: 'postgres', url: databaseUrl.toString() },
    url: databaseUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Empty temporary databases a test file makes as it goes (backups, restores), all dropped at its end. */
export function temporaryDatabases() {
  const made: TemporaryDatabase[] = [];
  return {
    fresh: async (): Promise<TemporaryDatabase> => {
      const temporary = await createTemporaryDatabase();
      made.push(temporary);
      return temporary;
    },
    dropAll: async (): Promise<void> => {
      for (const temporary of made.splice(0)) await temporary.drop();
    },
  };
}

export interface TestDatabase {
  /** The application's database, migrated, with its models and statements. */
  db: Database;
  temporaryDatabase: TemporaryDatabase;
  /** Closes the connections and drops the temporary database, unless it was another's to drop. */
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Silent unless given. */
  logger?: Logger;
  /** A database another test database or context already uses (a second connection); its owner drops it. */
  database?: TemporaryDatabase;
}

/**
 * The application's database, opened as the server opens it, on a temporary database of its own: for a test
 * file that works on the database without the HTTP server (createTestContext builds on it). One per test file
 * (Sequelize models are bound to one database per process).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const temporaryDatabase = options.database ?? (await createTemporaryDatabase());
  const db = await openDatabase(temporaryDatabase.target, options.logger ?? createLogger('silent'));
  return {
    db,
    temporaryDatabase,
    async close() {
      await db.close();
      if (!options.database) await temporaryDatabase.drop();
    },
  };
}
