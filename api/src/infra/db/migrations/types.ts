import type { MigrationContext } from '../migrator.js';

/**
 * A schema change. It must run on SQLite and PostgreSQL alike (CI runs both); once released it is never
 * edited, only followed by a new one.
 */
export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}
