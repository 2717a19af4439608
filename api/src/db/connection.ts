import { Sequelize } from 'sequelize';
import type { DatabaseTarget } from '../config/env.js';
import type { Logger } from '../logger.js';

/** How long a SQLite writer waits for another connection's lock before failing (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

interface SqliteDatabase {
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string): void;
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
      pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
    });
  }
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: target.storage, logging });
  waitForSqliteLocks(sequelize);
  return sequelize;
}

/**
 * Sequelize's SQLite driver opens a separate connection for each transaction and offers no hook for new
 * connections, so concurrent writers would fail at once with SQLITE_BUSY. Wrapping getConnection lets every
 * connection wait for the lock instead.
 */
function waitForSqliteLocks(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<SqliteDatabase>;
  };
  const getConnection = manager.getConnection.bind(manager);
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    // Per connection, not per file: without it each transaction's own connection syncs the disk at every
    // commit. In WAL mode NORMAL stays consistent after a crash and may lose only the last commits on power loss.
    connection.run('PRAGMA synchronous = NORMAL');
    return connection;
  };
}

/** WAL lets readers go on while one connection writes; it is a property of the file, set once. */
export async function tuneSqlite(sequelize: Sequelize, storage: string): Promise<void> {
  if (storage === ':memory:') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query('PRAGMA synchronous = NORMAL');
}
