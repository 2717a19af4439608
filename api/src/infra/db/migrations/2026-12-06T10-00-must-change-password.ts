/**
 * Whether a staff account must choose a new password before anything else: set when the account gets a
 * temporary password (an invitation, a reset), cleared when its member chooses one. Accounts that exist already
 * chose their own (or were handed one before this rule) and are not asked.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const mustChangePassword: Migration = {
  name: '2026-12-06T10-00-must-change-password',
  async up({ queryInterface }) {
    await queryInterface.addColumn('admin_users', 'must_change_password', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('admin_users', 'must_change_password');
  },
};
