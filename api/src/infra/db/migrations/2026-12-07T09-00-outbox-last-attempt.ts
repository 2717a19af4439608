/**
 * When each e-mail was last tried, indexed: /api/health reads the latest delivery attempt across every
 * instance (sent, or failed because of the mail server) without scanning the whole outbox, which keeps every
 * sent message. Messages tried before this change have no such time and are simply not the latest.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const outboxLastAttempt: Migration = {
  name: '2026-12-07T09-00-outbox-last-attempt',
  async up({ queryInterface }) {
    await queryInterface.addColumn('email_outbox', 'last_attempt_at', { type: DataTypes.DATE, allowNull: true });
    await queryInterface.addIndex('email_outbox', ['last_attempt_at'], { name: 'email_outbox_last_attempt_at' });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('email_outbox', 'email_outbox_last_attempt_at');
    await queryInterface.removeColumn('email_outbox', 'last_attempt_at');
  },
};
