import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../test/database.js';
import { createSequelize } from './connection.js';
import { createMigrator } from './migrator.js';
import { migrations } from './migrations/index.js';

const TABLES = [
  'users',
  'valuations',
  'chat_messages',
  'contacts',
  'appointments',
  'assistance_requests',
  'seller_contacts',
  'unsupported_city_contacts',
  'partner_applications',
  'bookings',
  'consultation_requests',
  'admin_users',
  'sessions',
  'page_visits',
  'events',
  'email_outbox',
  'audit_log',
  'price_zones',
  'comuni_coverage',
  'rate_limit_counters',
];

let temporary: TemporaryDatabase;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

describe('migrations', () => {
  it('create every table of the data model, undo cleanly and apply again', async () => {
    const logger = createLogger('silent');
    const sequelize = createSequelize(temporary.target, logger);
    try {
      const migrator = createMigrator(sequelize, logger);
      const applied = await migrator.up();
      expect(applied.map((migration) => migration.name)).toEqual(migrations.map((migration) => migration.name));

      const tables = (await sequelize.getQueryInterface().showAllTables()).map(String);
      expect(tables).toEqual(expect.arrayContaining(TABLES));

      await migrator.down({ to: 0 });
      const left = (await sequelize.getQueryInterface().showAllTables()).map(String);
      expect(left.filter((table) => TABLES.includes(table))).toEqual([]);

      await migrator.up();
      expect(await migrator.pending()).toEqual([]);
    } finally {
      await sequelize.close();
    }
  });
});
