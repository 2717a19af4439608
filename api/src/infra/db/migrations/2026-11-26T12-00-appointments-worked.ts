/**
 * Appointments that get worked: every request (the chat's, the booking form's, the consultation form's) is
 * one row of `appointments`, with where it came from, who asked, when it takes place once confirmed, who goes,
 * why it was cancelled and whether its reminder went. The outbox learns to carry attachments (the `.ics` of a
 * confirmation). Requests of the two forms stored before this release are copied in as requested ones.
 */
import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';
import type { Migration } from './types.js';

const APPOINTMENT_COLUMNS: Record<string, ModelAttributeColumnOptions> = {
  source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'chat' },
  booking_id: { type: DataTypes.INTEGER, allowNull: true },
  consultation_request_id: { type: DataTypes.INTEGER, allowNull: true },
  name: { type: DataTypes.STRING(250), allowNull: true },
  email: { type: DataTypes.STRING(254), allowNull: true },
  scheduled_at: { type: DataTypes.DATE, allowNull: true },
  duration_minutes: { type: DataTypes.INTEGER, allowNull: true },
  assignee_id: { type: DataTypes.INTEGER, allowNull: true },
  location: { type: DataTypes.STRING(200), allowNull: true },
  cancel_reason: { type: DataTypes.TEXT, allowNull: true },
  confirmed_at: { type: DataTypes.DATE, allowNull: true },
  reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
  sequence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
};

const CONSENTS = 'privacy_accepted, consent_email, consent_whatsapp, consents_recorded_at, privacy_notice_version';

export const appointmentsWorked: Migration = {
  name: '2026-11-26T12-00-appointments-worked',
  async up({ queryInterface, sequelize }) {
    for (const [column, options] of Object.entries(APPOINTMENT_COLUMNS)) await queryInterface.addColumn('appointments', column, options);
    await queryInterface.addIndex('appointments', ['status', 'scheduled_at']);
    await queryInterface.addIndex('appointments', ['booking_id']);
    await queryInterface.addIndex('appointments', ['consultation_request_id']);
    await queryInterface.addColumn('email_outbox', 'attachments', { type: DataTypes.JSON, allowNull: true });

    await sequelize.query(
      `INSERT INTO appointments (source, booking_id, name, email, phone, preferred_time, whatsapp_ok, notes, status, sequence, ${CONSENTS}, created_at, updated_at)
       SELECT 'booking', b.id, b.first_name || ' ' || b.last_name, b.email, b.phone, b.requested_time, b.whatsapp_ok, b.notes, 'pending', 0, ${CONSENTS.split(
         ', ',
       )
         .map((column) => `b.${column}`)
         .join(', ')}, b.created_at, b.updated_at
       FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.booking_id = b.id)`,
    );
    await sequelize.query(
      `INSERT INTO appointments (source, consultation_request_id, name, email, phone, requested_date, requested_time, status, sequence, ${CONSENTS}, created_at, updated_at)
       SELECT 'consultation', c.id, c.first_name || ' ' || c.last_name, c.email, c.phone, SUBSTR(c.appointment_date, 1, 20), SUBSTR(c.appointment_time, 1, 20), 'pending', 0, ${CONSENTS.split(
         ', ',
       )
         .map((column) => `c.${column}`)
         .join(', ')}, c.created_at, c.updated_at
       FROM consultation_requests c WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.consultation_request_id = c.id)`,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.bulkDelete('appointments', { source: ['booking', 'consultation'] });
    await queryInterface.removeColumn('email_outbox', 'attachments');
    await queryInterface.removeIndex('appointments', ['consultation_request_id']);
    await queryInterface.removeIndex('appointments', ['booking_id']);
    await queryInterface.removeIndex('appointments', ['status', 'scheduled_at']);
    for (const column of Object.keys(APPOINTMENT_COLUMNS).reverse()) await queryInterface.removeColumn('appointments', column);
  },
};
