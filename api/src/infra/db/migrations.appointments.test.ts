import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createLogger } from '../logger.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../test/database.js';
import { createSequelize } from './connection.js';
import { createMigrator } from './migrator.js';

let temporary: TemporaryDatabase;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

describe('the migration of worked appointments', () => {
  it('copies the bookings and consultation requests stored before it in as requested appointments, once', async () => {
    const logger = createLogger('silent');
    const sequelize = createSequelize(temporary.target, logger);
    try {
      const migrator = createMigrator(sequelize, logger);
      await migrator.up({ to: '2026-11-22T01-00-seed-comuni-coverage' });
      const q = sequelize.getQueryInterface();
      const at = new Date('2026-11-20T10:00:00.000Z');
      const consents = {
        privacy_accepted: true,
        consent_email: false,
        consent_whatsapp: true,
        consents_recorded_at: at,
        privacy_notice_version: '2025-07',
      };
      await q.bulkInsert('bookings', [
        {
          first_name: 'Anna',
          last_name: 'Conti',
          email: 'anna@example.it',
          phone: '333 1111111',
          valuation: '300.000 €',
          comune: 'Torino',
          requested_time: 'mattina',
          whatsapp_ok: true,
          notes: 'Dopo le 10',
          status: 'pending',
          ...consents,
          created_at: at,
          updated_at: at,
        },
      ]);
      await q.bulkInsert('consultation_requests', [
        {
          first_name: 'Luca',
          last_name: 'Gallo',
          email: 'luca@example.it',
          phone: '333 2222222',
          appointment_date: '2026-12-03',
          appointment_time: '10:30',
          status: 'pending',
          ...consents,
          created_at: at,
          updated_at: at,
        },
      ]);

      await migrator.up();
      const rows = await sequelize.query<Record<string, unknown>>(
        'SELECT source, name, email, phone, preferred_time, requested_date, requested_time, status, notes, booking_id, consultation_request_id FROM appointments ORDER BY source',
        { type: QueryTypes.SELECT },
      );
      expect(rows).toEqual([
        expect.objectContaining({
          source: 'booking',
          name: 'Anna Conti',
          email: 'anna@example.it',
          preferred_time: 'mattina',
          status: 'pending',
          notes: 'Dopo le 10',
        }),
        expect.objectContaining({
          source: 'consultation',
          name: 'Luca Gallo',
          requested_date: '2026-12-03',
          requested_time: '10:30',
          status: 'pending',
        }),
      ]);
      expect(rows.every((row) => row.booking_id !== null || row.consultation_request_id !== null)).toBe(true);

      // Undone, the copies go; applied again, they come back once.
      await migrator.down({ to: '2026-11-26T12-00-appointments-worked' });
      await migrator.up();
      const [count] = await sequelize.query<{ count: number | string }>('SELECT COUNT(id) AS count FROM appointments', { type: QueryTypes.SELECT });
      expect(Number(count!.count)).toBe(2);
    } finally {
      await sequelize.close();
    }
  });
});
