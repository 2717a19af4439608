/**
 * The team: a role and a disabled date on every staff account, a session version that ends a member's
 * sessions when it moves (disabled, password reset), and the member each lead is assigned to, on every kind
 * of lead. Accounts that exist already become titolari: until now the only account was the agency's owner's.
 */
import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';
import type { Migration } from './types.js';

/** Every table that holds a lead the back office works. */
const ASSIGNABLE_TABLES = [
  'contacts',
  'seller_contacts',
  'assistance_requests',
  'unsupported_city_contacts',
  'bookings',
  'consultation_requests',
] as const;

const assignee = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: 'admin_users', key: 'id' },
  onDelete: 'SET NULL',
  onUpdate: 'CASCADE',
});

export const teamRolesAssignment: Migration = {
  name: '2026-11-26T11-00-team-roles-assignment',
  async up({ queryInterface: q }) {
    await q.addColumn('admin_users', 'role', { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'titolare' });
    await q.addColumn('admin_users', 'disabled_at', { type: DataTypes.DATE, allowNull: true });
    await q.addColumn('admin_users', 'session_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    for (const table of ASSIGNABLE_TABLES) {
      await q.addColumn(table, 'assigned_admin_id', assignee());
      await q.addIndex(table, ['assigned_admin_id']);
    }
    await q.addIndex('audit_log', ['created_at']);
    await q.addIndex('audit_log', ['admin_user_id']);
  },
  async down({ queryInterface: q }) {
    await q.removeIndex('audit_log', ['admin_user_id']);
    await q.removeIndex('audit_log', ['created_at']);
    for (const table of ASSIGNABLE_TABLES) {
      await q.removeIndex(table, ['assigned_admin_id']);
      await q.removeColumn(table, 'assigned_admin_id');
    }
    await q.removeColumn('admin_users', 'session_version');
    await q.removeColumn('admin_users', 'disabled_at');
    await q.removeColumn('admin_users', 'role');
  },
};
