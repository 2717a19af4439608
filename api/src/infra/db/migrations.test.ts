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

  it('give every appointment already stored a calendar identity of its own', async () => {
    const logger = createLogger('silent');
    const other = await createTemporaryDatabase();
    const sequelize = createSequelize(other.target, logger);
    try {
      const migrator = createMigrator(sequelize, logger);
      await migrator.up({ to: '2026-12-07T09-00-outbox-last-attempt' });
      const now = new Date().toISOString();
      for (const phone of ['333 111 1111', '333 222 2222']) {
        await sequelize.query(
          `INSERT INTO appointments (phone, status, sequence, created_at, updated_at) VALUES (:phone, 'pending', 0, :now, :now)`,
          { replacements: { phone, now } },
        );
      }
      await migrator.up();
      const [rows] = await sequelize.query('SELECT calendar_uid FROM appointments');
      const uids = (rows as Array<{ calendar_uid: string | null }>).map((row) => row.calendar_uid);
      expect(uids).toHaveLength(2);
      expect(uids.every((uid) => typeof uid === 'string' && /^[0-9a-f]{32}$/.test(uid))).toBe(true);
      expect(new Set(uids).size).toBe(2);
    } finally {
      await sequelize.close();
      await other.drop();
    }
  });
});
