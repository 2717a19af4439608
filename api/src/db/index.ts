import { Transaction, type Sequelize } from 'sequelize';
import type { DatabaseTarget } from '../config/env.js';
import type { Logger } from '../logger.js';
import { createSequelize, tuneSqlite } from './connection.js';
import { migrateToLatest } from './migrator.js';
import { initModels, type Models } from './models/index.js';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'postgres';
  /**
   * Runs `work` in a write transaction. On SQLite it takes the write lock up front (BEGIN IMMEDIATE): a
   * deferred transaction that reads first cannot upgrade once another connection has written, and would fail
   * instead of waiting its turn.
   */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Answers whether the database responds, for /api/health. */
  ping(): Promise<boolean>;
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

  return {
    sequelize,
    models,
    dialect: target.dialect,
    write: (work) =>
      target.dialect === 'sqlite'
        ? sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work)
        : sequelize.transaction(work),
    async ping() {
      try {
        await sequelize.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => sequelize.close(),
  };
}
