/**
 * Each appointment's calendar identity: a random value, stored with it, that its invitations carry as UID. The
 * UID was `appuntamento-<row id>@<host>`, which a reset or a second database hands out again, so a calendar
 * would move someone else's event. Existing appointments get a random one now, and keep it across reschedules
 * (the SEQUENCE still rises at each change), so an invitation already sent is replaced by the next one only
 * after this change: the first invitation afterwards adds a new event beside an old one.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const appointmentCalendarUid: Migration = {
  name: '2026-12-08T09-00-appointment-calendar-uid',
  async up({ queryInterface, sequelize }) {
    await queryInterface.addColumn('appointments', 'calendar_uid', { type: DataTypes.STRING(36), allowNull: true });
    const random =
      sequelize.getDialect() === 'postgres' ? `md5(random()::text || clock_timestamp()::text || id::text)` : `lower(hex(randomblob(16)))`;
    await sequelize.query(`UPDATE appointments SET calendar_uid = ${random} WHERE calendar_uid IS NULL`);
    await queryInterface.addIndex('appointments', ['calendar_uid'], { name: 'appointments_calendar_uid', unique: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('appointments', 'appointments_calendar_uid');
    await queryInterface.removeColumn('appointments', 'calendar_uid');
  },
};
