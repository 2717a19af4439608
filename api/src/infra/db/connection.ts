import { Sequelize } from 'sequelize';
import type { DatabaseTarget } from '../config/env.js';
import type { Logger } from '../logger.js';
import { createColumnTypesCache, type SqliteStatementsOf } from './sqlite-column-types.js';

/** How long a SQLite writer waits for another connection's lock before failing (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Settings of each SQLite connection, not of the file: every connection the app opens runs them.
 * synchronous: without it each transaction's connection syncs the disk at every commit; in WAL mode NORMAL
 * stays consistent after a crash and may lose only the last commits on power loss.
 * secure_delete: SQLite overwrites what a delete or an update frees (a row's old cells, freed pages) with
 * zeros instead of leaving it in the file, so an erased person's data is not readable there afterwards.
 */
export const SQLITE_CONNECTION_PRAGMAS = 'PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;';

interface SqliteDatabase extends SqliteStatementsOf {
  configure(option: 'busyTimeout', value: number): void;
  exec(sql: string, callback: (error: Error | null) => void): void;
  close(): void;
  uuid?: string;
}

interface SqliteConnectionManager {
  connections: Record<string, SqliteDatabase>;
  getConnection(options?: { uuid?: string }): Promise<SqliteDatabase>;
  releaseConnection(connection: SqliteDatabase, force?: boolean): void;
  close(): Promise<void>;
}

/** Transaction connections kept open for the next transaction instead of being closed. */
const MAX_IDLE_TRANSACTION_CONNECTIONS = 4;

/**
 * PostgreSQL's connections. A new one costs some 15-25 ms to open and its first statements another 5-8 ms
 * (the server process's caches, the statements prepared again), so two are kept however quiet the site is
 * (an owner often thinks longer between two answers than a connection was kept idle, and paid that on the next
 * turn), and those opened for a burst (the contact forms of a campaign) stay a minute.
 */
const POSTGRES_POOL = { max: 10, min: 2, idle: 60_000, acquire: 30_000 };

/** sequelize-pool's figures, which Sequelize keeps on its connection manager without a type for them. */
interface SequelizePool {
  using: number;
  available: number;
  waiting: number;
  maxSize: number;
}

/** PostgreSQL's pool now: connections lent out, connections idle, queries waiting for one, and the most it opens. */
export function postgresPoolUsage(sequelize: Sequelize): { inUse: number; idle: number; waiting: number; max: number } {
  const { pool } = sequelize.connectionManager as unknown as { pool: SequelizePool };
  return { inUse: pool.using, idle: pool.available, waiting: pool.waiting, max: pool.maxSize };
}

/**
 * Opens Sequelize on SQLite (the embedded default) or PostgreSQL. Queries are logged at debug level only,
 * through our logger.
 */
export function createSequelize(target: DatabaseTarget, logger: Logger): Sequelize {
  const logging = (sql: string) => logger.debug({ sql }, 'sql');
  if (target.dialect === 'postgres') {
    return new Sequelize(target.url, {
      dialect: 'postgres',
      logging,
      pool: POSTGRES_POOL,
    });
  }
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: target.storage, logging });
  manageSqliteConnections(sequelize, target.storage !== ':memory:');
  return sequelize;
}

/**
 * Sequelize's SQLite driver opens a new connection for each transaction, closes it afterwards, and offers no
 * hook for new connections. Wrapping its connection manager (1) makes every connection wait for the write
 * lock instead of failing at once with SQLITE_BUSY, with the connection's settings (SQLITE_CONNECTION_PRAGMAS),
 * (2) keeps a few transaction connections open for the next transactions: opening one costs a file open,
 * the schema parse and the pragmas, more than the transaction itself on the chat's hot path, and (3) answers the
 * dialect's question about a table's columns, asked before every model read, from memory
 * (sqlite-column-types.ts): the owner's page, six model reads, went from p95 20 ms to 12-17 ms at 100,000 owners.
 */
function manageSqliteConnections(sequelize: Sequelize, reuseTransactionConnections: boolean): void {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const open = manager.getConnection.bind(manager);
  const release = manager.releaseConnection.bind(manager);
  const close = manager.close.bind(manager);
  const configured = new WeakSet<SqliteDatabase>();
  const forTransactions = new WeakSet<SqliteDatabase>();
  const idle: SqliteDatabase[] = [];
  const isTransaction = (uuid: string | undefined) => reuseTransactionConnections && uuid !== undefined && uuid !== 'default';
  const columnTypes = createColumnTypesCache();

  manager.getConnection = async (options = {}) => {
    if (isTransaction(options.uuid) && idle.length > 0) {
      const connection = idle.pop()!;
      manager.connections[options.uuid!] = connection;
      return connection;
    }
    const connection = await open(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      columnTypes.remember(connection);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      // Before the connection's first statement: one run without secure_delete could leave freed data behind.
      await new Promise<void>((resolve, reject) => connection.exec(SQLITE_CONNECTION_PRAGMAS, (error) => (error ? reject(error) : resolve())));
    }
    if (isTransaction(options.uuid)) forTransactions.add(connection);
    return connection;
  };

  // Called after a commit or a rollback that succeeded; a connection in doubt is destroyed by Sequelize instead.
  manager.releaseConnection = (connection, force) => {
    if (!force && forTransactions.has(connection) && connection.uuid && idle.length < MAX_IDLE_TRANSACTION_CONNECTIONS) {
      delete manager.connections[connection.uuid];
      idle.push(connection);
      return;
    }
    release(connection, force);
  };

  manager.close = async () => {
    for (const connection of idle.splice(0)) connection.close();
    return close();
  };
}

/**
 * WAL lets readers go on while one connection writes; it is a property of the file, set once. The
 * connection's own settings are already set (manageSqliteConnections).
 */
export async function tuneSqlite(sequelize: Sequelize, storage: string): Promise<void> {
  if (storage === ':memory:') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
}
