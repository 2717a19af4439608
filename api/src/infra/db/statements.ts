import { createRequire } from 'node:module';
import type { PoolClient } from 'pg';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { DatabaseTarget } from '../config/env.js';
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_CONNECTION_PRAGMAS } from './connection.js';

/**
 * Plain SQL on the database driver itself, for the few statements of a hot path (a chat turn): no model
 * instances, no query building, statements prepared once per connection. Measured on a chat turn, Sequelize
 * spent more time building and reading a query than SQLite or PostgreSQL spent running it (on SQLite every
 * model read also asks the table's column types first). Everything else keeps using the models.
 *
 * Statements are written once for both databases with PostgreSQL's numbered parameters ($1, $2, …; SQLite
 * reads them as ?1, ?2). Dates are passed as Date objects and stored as Sequelize stores them, so the models
 * read the rows these statements write. Rows come back as the driver gives them: on SQLite dates are text
 * ('YYYY-MM-DD HH:MM:SS.SSS +00:00') and JSON columns are text (readJsonColumn reads both forms).
 */
export interface SqlReader {
  /** The rows of a query (a SELECT, or a statement with RETURNING). */
  all<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

interface SqlRunner extends SqlReader {
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}

export interface Statements extends SqlRunner {
  /** For the rare statement that PostgreSQL can do in one round trip and SQLite cannot. */
  dialect: 'sqlite' | 'postgres';
  /**
   * A one-row FROM item (`… FROM ${statements.asynchronousCommit} …`) for a write whose last fraction of a
   * second may be lost in a crash of the database server: the statement's transaction commits without waiting
   * for the disk. On PostgreSQL it sets `synchronous_commit = off` for that transaction only, so the row lock
   * of a busy row is not held through a disk flush (which takes tens or hundreds of milliseconds while the
   * disk is busy) and the connection goes back to the pool at once; the setting ends with the transaction.
   * A crash loses at most the last moments of such commits, never part of one, and any later durable commit
   * flushes them too. On SQLite (WAL, synchronous=NORMAL) no commit waits for the disk anyway.
   */
  asynchronousCommit: string;
  /** Runs `work` in one write transaction: committed when it resolves, rolled back when it throws. */
  write<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** One statement that writes (atomic by itself, so no transaction around it), answering its rows. */
  writeOne<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

interface SqliteStatement {
  finalize(callback: () => void): void;
  all(params: unknown[], callback: (error: Error | null, rows: unknown[]) => void): void;
  run(params: unknown[], callback: (this: { changes: number }, error: Error | null) => void): void;
}

interface SqliteConnection {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
  exec(sql: string, callback: (error: Error | null) => void): void;
  configure(option: 'busyTimeout', value: number): void;
  close(callback: (error: Error | null) => void): void;
}

/** The write statements of this process take turns in memory first (see Database.write). */
type WriteQueue = <T>(task: () => Promise<T>) => Promise<T>;

/** How Sequelize stores a DATE on SQLite: UTC, milliseconds, with the offset. */
function sqliteDate(value: Date): string {
  return `${value.toISOString().slice(0, 23).replace('T', ' ')} +00:00`;
}

const sqliteParams = (params: readonly unknown[]) => params.map((value) => (value instanceof Date ? sqliteDate(value) : value));

function sqliteRunner(connection: SqliteConnection): SqlRunner & { finalize(): Promise<void> } {
  const prepared = new Map<string, SqliteStatement>();
  function statement(sql: string): Promise<SqliteStatement> {
    const known = prepared.get(sql);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const created = connection.prepare(sql.replace(/\$(\d+)/g, '?$1'), (error) => {
        if (error) return reject(error);
        prepared.set(sql, created);
        resolve(created);
      });
    });
  }
  return {
    async all<Row>(sql: string, params: readonly unknown[] = []) {
      const prepared = await statement(sql);
      return new Promise<Row[]>((resolve, reject) => {
        prepared.all(sqliteParams(params), (error, rows) => (error ? reject(error) : resolve(rows as Row[])));
      });
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const prepared = await statement(sql);
      return new Promise<number>((resolve, reject) => {
        prepared.run(sqliteParams(params), function done(error) {
          if (error) reject(error);
          else resolve(this.changes);
        });
      });
    },
    /** Before closing: a connection with statements still prepared refuses to close. */
    async finalize() {
      const statements = [...prepared.values()];
      prepared.clear();
      for (const statement of statements) await new Promise<void>((resolve) => statement.finalize(resolve));
    },
  };
}

function openSqlite(storage: string): Promise<SqliteConnection> {
  const sqlite3 = createRequire(import.meta.url)('sqlite3') as {
    Database: new (file: string, callback: (error: Error | null) => void) => SqliteConnection;
  };
  return new Promise((resolve, reject) => {
    const connection = new sqlite3.Database(storage, (error) => {
      if (error) return reject(error);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      connection.exec(SQLITE_CONNECTION_PRAGMAS, (pragmaError) => (pragmaError ? reject(pragmaError) : resolve(connection)));
    });
  });
}

const exec = (connection: SqliteConnection, sql: string) =>
  new Promise<void>((resolve, reject) => connection.exec(sql, (error) => (error ? reject(error) : resolve())));

/**
 * SQLite: one connection for reads and one for writes, both this module's own (a read never sees a write
 * transaction in progress). Write transactions take the write lock up front, after their turn in `queue`.
 */
async function sqliteStatements(storage: string, sequelize: Sequelize, queue: WriteQueue): Promise<Statements> {
  // An in-memory database exists only on its one connection: Sequelize's, shared.
  const shared =
    storage === ':memory:'
      ? await (sequelize.connectionManager as unknown as { getConnection(options: { uuid: string }): Promise<SqliteConnection> }).getConnection({
          uuid: 'default',
        })
      : null;
  const reader = shared ?? (await openSqlite(storage));
  const writer = shared ?? (await openSqlite(storage));
  const reads = sqliteRunner(reader);
  const writes = sqliteRunner(writer);
  return {
    all: <Row>(sql: string, params?: readonly unknown[]) => reads.all<Row>(sql, params),
    run: (sql: string, params?: readonly unknown[]) => reads.run(sql, params),
    dialect: 'sqlite',
    asynchronousCommit: '(SELECT 1) AS asynchronous_commit',
    write: (work) =>
      queue(async () => {
        await exec(writer, 'BEGIN IMMEDIATE');
        try {
          const result = await work(writes);
          await exec(writer, 'COMMIT');
          return result;
        } catch (error) {
          await exec(writer, 'ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    writeOne: (sql, params) => queue(() => writes.all(sql, params)),
    close: async () => {
      await reads.finalize();
      await writes.finalize();
      if (shared) return;
      for (const connection of [reader, writer]) await new Promise<void>((resolve) => connection.close(() => resolve()));
    },
  };
}

/**
 * PostgreSQL: a client of Sequelize's own pool for each call, so the connection count stays the pool's;
 * statements are named, so each connection parses and plans them once.
 */
function postgresStatements(sequelize: Sequelize): Statements {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(): Promise<PoolClient>;
    releaseConnection(client: PoolClient): Promise<void>;
  };
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `hot_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const runner = (client: PoolClient): SqlRunner => ({
    async all<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ name: nameOf(sql), text: sql, values: [...params] });
      return result.rows as Row[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ name: nameOf(sql), text: sql, values: [...params] });
      return result.rowCount ?? 0;
    },
  });
  async function withClient<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await manager.getConnection();
    try {
      return await work(client);
    } finally {
      await manager.releaseConnection(client);
    }
  }
  return {
    dialect: 'postgres',
    // set_config(…, true) lasts until the end of the current transaction: a statement's own when it runs alone.
    asynchronousCommit: "(SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit",
    all: (sql, params) => withClient((client) => runner(client).all(sql, params)),
    run: (sql, params) => withClient((client) => runner(client).run(sql, params)),
    write: (work) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work(runner(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    writeOne: (sql, params) => withClient((client) => runner(client).all(sql, params)),
    close: async () => undefined,
  };
}

/**
 * Plain SQL whose PostgreSQL statements are planned at each call with their parameters at hand (unnamed,
 * through Sequelize): for a statement whose best plan depends on a value, such as a search term, where a named
 * statement could settle on a generic plan that cannot tell a broad term from a narrow one. SQLite plans every
 * run anyway: there it is the driver's own prepared statements.
 */
export function plannedPerCall(sequelize: Sequelize, statements: Statements): SqlReader {
  if (statements.dialect === 'sqlite') return statements;
  return {
    all: <Row>(sql: string, params: readonly unknown[] = []) =>
      sequelize.query<Row & object>(sql, { bind: [...params], type: QueryTypes.SELECT }) as Promise<Row[]>,
  };
}

export async function createStatements(target: DatabaseTarget, sequelize: Sequelize, queue: WriteQueue): Promise<Statements> {
  if (target.dialect === 'postgres') return postgresStatements(sequelize);
  return sqliteStatements(target.storage, sequelize, queue);
}
