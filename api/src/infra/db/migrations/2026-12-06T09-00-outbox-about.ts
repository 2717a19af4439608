/**
 * Each e-mail names the record it is about (a lead, an appointment, a form's request): a person's export and
 * erasure then take the messages about their own records, not every message that happens to carry their
 * e-mail address, which anybody can type into a form. Messages queued before this change have no such record
 * and are still found by their addresses.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const outboxAbout: Migration = {
  name: '2026-12-06T09-00-outbox-about',
  async up({ queryInterface }) {
    await queryInterface.addColumn('email_outbox', 'about_type', { type: DataTypes.STRING(40), allowNull: true });
    await queryInterface.addColumn('email_outbox', 'about_id', { type: DataTypes.STRING(40), allowNull: true });
    await queryInterface.addIndex('email_outbox', ['about_type', 'about_id'], { name: 'email_outbox_about' });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('email_outbox', 'email_outbox_about');
    await queryInterface.removeColumn('email_outbox', 'about_id');
    await queryInterface.removeColumn('email_outbox', 'about_type');
  },
};
