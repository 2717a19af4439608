import { Transaction, type Sequelize } from 'sequelize';
import type { DatabaseTarget } from '../config/env.js';
import type { Logger } from '../logger.js';
import { createSequelize, postgresPoolUsage, tuneSqlite } from './connection.js';
import { migrateToLatest } from './migrator.js';
import { initModels, type Models } from '../../models/index.js';
import { createStatements, type Statements } from './statements.js';
import { createWalTruncation } from './wal-checkpoint.js';
import { valueWithin } from '../in-flight.js';
import { createQueue } from '../queue.js';

/**
 * PostgreSQL: Sequelize's pool (every query and statement takes a connection from it). SQLite has no pool:
 * one file that one transaction at a time writes, so what can pile up is the write transactions of this
 * process waiting for their turn (and the one running).
 */
type ConnectionUsage =
  | { dialect: 'postgres'; inUse: number; idle: number; waiting: number; max: number }
  | { dialect: 'sqlite'; writesQueued: number };

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'postgres';
  /**
   * Runs `work` in a write transaction. On SQLite, write transactions of this process take turns in memory
   * and then take the write lock up front (BEGIN IMMEDIATE). Left to SQLite's own busy wait, every waiting
   * connection would hold one of libuv's four threads while it sleeps, and the connection holding the lock
   * would find no thread to finish on (measured: 48 of 50 concurrent writers failed after a minute). A
   * deferred transaction that reads first could not upgrade once another connection had written.
   */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Plain SQL on the driver for a hot path's few statements (statements.ts); its writes take the same turns. */
  statements: Statements;
  /**
   * After an erasure committed: leaves no old version of the erased rows readable in the database's files, as
   * far as the database allows. On SQLite (whose connections zero what a delete frees) the write-ahead log is
   * copied into the file and emptied (wal-checkpoint.ts); on PostgreSQL nothing, old row versions are
   * unreachable through SQL and autovacuum reclaims them (docs/decisions/0015-erased-means-gone-from-the-files.md).
   * Never throws: an erasure that committed stands; what cannot be done now is logged and tried again later.
   */
  flushErased(): Promise<void>;
  /** Answers whether the database responds within `timeoutMs`, for /api/health. */
  ping(timeoutMs: number): Promise<boolean>;
  /** How busy the connections are, for /metrics. */
  usage(): ConnectionUsage;
  close(): Promise<void>;
}

/**
 * Connects, brings the schema to the latest migration and initialises the models. Migrations run at every
 * start, so a new release upgrades the database by itself, on SQLite and PostgreSQL alike.
 */
export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<Database> {
  const sequelize = createSequelize(target, logger);
  await sequelize.authenticate();
  if (target.dialect === 'sqlite') await tuneSqlite(sequelize, target.storage);
  const applied = await migrateToLatest(sequelize, logger);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const models = initModels(sequelize);
  const oneAtATime = createQueue();
  const statements = await createStatements(target, sequelize, oneAtATime);
  const wal = target.dialect === 'sqlite' && target.storage !== ':memory:' ? createWalTruncation(statements, logger) : null;

  return {
    sequelize,
    models,
    dialect: target.dialect,
    write:
      target.dialect === 'sqlite'
        ? (work) => oneAtATime(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work))
        : (work) => sequelize.transaction(work),
    statements,
    async flushErased() {
      await wal?.truncate();
    },
    ping(timeoutMs) {
      // On the driver (statements.ts): /api/health runs it at every check. A database that hangs (a full pool,
      // a lost network) would answer as late as never: the deadline decides.
      return valueWithin(
        timeoutMs,
        statements.all('SELECT 1').then(() => true),
        false,
      );
    },
    usage() {
      return target.dialect === 'postgres'
        ? { dialect: 'postgres', ...postgresPoolUsage(sequelize) }
        : { dialect: 'sqlite', writesQueued: oneAtATime.queued() };
    },
    async close() {
      wal?.stop();
      await statements.close();
      await sequelize.close();
    },
  };
}
