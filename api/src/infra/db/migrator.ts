import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../logger.js';
import { migrations } from './migrations/index.js';

export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize };

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

export async function migrateToLatest(sequelize: Sequelize, logger: Logger): Promise<string[]> {
  const applied = await createMigrator(sequelize, logger).up();
  return applied.map((migration) => migration.name);
}
