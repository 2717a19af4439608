import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../logger.js';
import { migrations } from './migrations/index.js';
import type { MigrationContext } from './migrations/types.js';

/**
 * Umzug over the explicit list in migrations/index.ts (not a glob: the same list works from the TypeScript
 * sources in tests and from the compiled files in production). Applied names live in SequelizeMeta.
 */
export function createMigrator(sequelize: Sequelize, logger: Logger) {
  return new Umzug<MigrationContext>({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: ({ context }) => migration.up(context),
      down: ({ context }) => migration.down(context),
    })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({ sequelize }),
    logger: {
      info: (message) => logger.info(message, 'migration'),
      warn: (message) => logger.warn(message, 'migration'),
      error: (message) => logger.error(message, 'migration'),
      debug: (message) => logger.debug(message, 'migration'),
    },
  });
}

/** The key of the PostgreSQL advisory lock held while migrating (any number no other code uses). */
const MIGRATION_LOCK_KEY = 7_211_202_611;

interface PgConnection {
  query(sql: string, values: unknown[]): Promise<unknown>;
}

export async function migrateToLatest(sequelize: Sequelize, logger: Logger): Promise<string[]> {
  const migrate = async () => (await createMigrator(sequelize, logger).up()).map((migration) => migration.name);
  if (sequelize.getDialect() !== 'postgres') return migrate();

  // Replicas started together (a new release) would run the same migrations at once, and all but one would
  // fail on a table or a SequelizeMeta row that another had just created. The lock, held on a connection of
  // its own, lets one instance migrate while the others wait, then find nothing left to apply.
  const connection = (await sequelize.connectionManager.getConnection({ type: 'write' })) as PgConnection;
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await migrate();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    sequelize.connectionManager.releaseConnection(connection);
  }
}
