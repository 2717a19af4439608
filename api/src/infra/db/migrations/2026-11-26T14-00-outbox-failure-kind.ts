/**
 * Remembers why an e-mail's last attempt failed: 'server' (the mail server could not be reached or refused the
 * connection) or 'message' (the server refused this message). When the server is back, the outbox brings every
 * message that waits because of the server forward, instead of leaving each to its own back-off.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const outboxFailureKind: Migration = {
  name: '2026-11-26T14-00-outbox-failure-kind',
  async up({ queryInterface }) {
    await queryInterface.addColumn('email_outbox', 'failure_kind', { type: DataTypes.STRING(20), allowNull: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('email_outbox', 'failure_kind');
  },
};
