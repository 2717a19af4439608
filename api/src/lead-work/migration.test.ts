import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createLogger } from '../infra/logger.js';
import { createSequelize } from '../infra/db/connection.js';
import { createMigrator } from '../infra/db/migrator.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/database.js';

let temporary: TemporaryDatabase;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

describe('the migration to the timeline', () => {
  it("moves each lead's single note in as the first entry of its timeline, and counts contacted leads as contacted", async () => {
    const logger = createLogger('silent');
    const sequelize = createSequelize(temporary.target, logger);
    try {
      const migrator = createMigrator(sequelize, logger);
      await migrator.up({ to: '2026-12-07T09-00-outbox-last-attempt' });
      const at = new Date('2026-11-20T10:00:00.000Z');
      const changed = new Date('2026-11-21T15:30:00.000Z');
      const lead = (name: string, status: string, adminNotes: string | null) => ({
        name,
        email: `${name.toLowerCase()}@example.it`,
        phone: '333 1234567',
        status,
        lead_type: 'unknown',
        admin_notes: adminNotes,
        source: 'chat',
        send_email: true,
        privacy_accepted: true,
        consent_email: false,
        consent_whatsapp: false,
        created_at: at,
        updated_at: changed,
      });
      await sequelize
        .getQueryInterface()
        .bulkInsert('contacts', [
          lead('Anna', 'contacted', 'Richiamare giovedì: "mattina presto"'),
          lead('Bruno', 'new', '   '),
          lead('Carla', 'read', null),
        ]);

      await migrator.up();
      const entries = await sequelize.query<{ name: string; kind: string; payload: unknown; author_id: number | null; created_at: unknown }>(
        'SELECT c.name, a.kind, a.payload, a.author_id, a.created_at FROM lead_activities a JOIN contacts c ON c.id = a.contact_id',
        { type: QueryTypes.SELECT },
      );
      expect(entries).toHaveLength(1);
      const [entry] = entries;
      const payload: unknown = typeof entry!.payload === 'string' ? JSON.parse(entry!.payload) : entry!.payload;
      expect(payload).toEqual({ kind: 'note', text: 'Richiamare giovedì: "mattina presto"', migrated: true });
      expect(entry).toMatchObject({ name: 'Anna', kind: 'note', author_id: null });
      expect(new Date(String(entry!.created_at instanceof Date ? entry!.created_at.toISOString() : entry!.created_at)).getTime()).toBe(
        changed.getTime(),
      );

      const contacted = await sequelize.query<{ name: string; contacted_at: unknown }>('SELECT name, contacted_at FROM contacts ORDER BY name', {
        type: QueryTypes.SELECT,
      });
      expect(contacted.map((row) => [row.name, row.contacted_at !== null])).toEqual([
        ['Anna', true],
        ['Bruno', false],
        ['Carla', false],
      ]);

      await migrator.down({ to: '2026-12-08T09-00-lead-work' });
      await migrator.up();
    } finally {
      await sequelize.close();
    }
  });
});
