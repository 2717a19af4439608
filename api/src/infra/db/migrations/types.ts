import type { QueryInterface, Sequelize } from 'sequelize';

/** What every migration is given: the query interface for schema changes and the connection for raw SQL. */
export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize };

/**
 * A schema change. It must run on SQLite and PostgreSQL alike (CI runs both); once released it is never
 * edited, only followed by a new one.
 */
export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}
