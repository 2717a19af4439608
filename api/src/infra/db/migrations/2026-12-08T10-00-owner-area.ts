/**
 * The owner's area ('Area venditore'): sign-in links and owner sessions (tokens kept only as SHA-256
 * hashes), the selling dashboard's viewings, offers and activities of a home in 'Mandato', the owner's
 * requests to move or cancel an appointment, why each estimate version changed, the 'Il valore della tua
 * casa' e-mails sent (one row per home and occasion: its unique key is what lets a single instance send each),
 * the extra headers an e-mail carries (List-Unsubscribe), and the agent's phone and photo the owner sees.
 * An owner's rows are found by e-mail whatever its case, so contacts and appointments get an index on
 * lower(email).
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const at = (allowNull: boolean) => ({ type: DataTypes.DATE, allowNull });

export const ownerArea: Migration = {
  name: '2026-12-08T10-00-owner-area',
  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable('owner_links', {
      id,
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      expires_at: at(false),
      used_at: at(true),
      created_at: at(false),
    });
    await queryInterface.addIndex('owner_links', ['email'], { name: 'owner_links_email' });
    await queryInterface.createTable('owner_sessions', {
      id,
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      expires_at: at(false),
      created_at: at(false),
    });
    await queryInterface.addIndex('owner_sessions', ['email'], { name: 'owner_sessions_email' });
    await queryInterface.createTable('selling_entries', {
      id,
      contact_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'contacts', key: 'id' }, onDelete: 'CASCADE' },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      buyer_first_name: { type: DataTypes.STRING(60), allowNull: true },
      feedback: { type: DataTypes.TEXT, allowNull: true },
      interest: { type: DataTypes.INTEGER, allowNull: true },
      amount: { type: DataTypes.INTEGER, allowNull: true },
      offer_state: { type: DataTypes.STRING(20), allowNull: true },
      activity_kind: { type: DataTypes.STRING(20), allowNull: true },
      note: { type: DataTypes.TEXT, allowNull: true },
      visible_to_owner: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      owner_notified_at: at(true),
      created_by_admin_id: { type: DataTypes.INTEGER, allowNull: true },
      created_at: at(false),
      updated_at: at(false),
    });
    await queryInterface.addIndex('selling_entries', ['contact_id', 'kind'], { name: 'selling_entries_contact_kind' });
    await queryInterface.createTable('owner_value_updates', {
      id,
      valuation_id: { type: DataTypes.STRING(21), allowNull: false },
      occasion: { type: DataTypes.STRING(40), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      estimated_value: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING(20), allowNull: false },
      created_at: at(false),
    });
    await queryInterface.addIndex('owner_value_updates', ['valuation_id', 'occasion'], { unique: true, name: 'owner_value_updates_once' });
    await queryInterface.addColumn('valuation_versions', 'reason', { type: DataTypes.STRING(20), allowNull: true });
    await queryInterface.addColumn('appointments', 'owner_request', { type: DataTypes.JSON, allowNull: true });
    await queryInterface.addColumn('email_outbox', 'headers', { type: DataTypes.JSON, allowNull: true });
    await queryInterface.addColumn('admin_users', 'phone', { type: DataTypes.STRING(30), allowNull: true });
    await queryInterface.addColumn('admin_users', 'photo_id', { type: DataTypes.STRING(32), allowNull: true });
    // An owner's appointments are found by their leads and valuations too.
    await queryInterface.addIndex('appointments', ['contact_id'], { name: 'appointments_contact_id' });
    await queryInterface.addIndex('appointments', ['valuation_id'], { name: 'appointments_valuation_id' });
    await sequelize.query('CREATE INDEX contacts_lower_email ON contacts (lower(email))');
    await sequelize.query('CREATE INDEX appointments_lower_email ON appointments (lower(email))');
  },
  async down({ queryInterface, sequelize }) {
    await sequelize.query('DROP INDEX appointments_lower_email');
    await sequelize.query('DROP INDEX contacts_lower_email');
    await queryInterface.removeIndex('appointments', 'appointments_valuation_id');
    await queryInterface.removeIndex('appointments', 'appointments_contact_id');
    await queryInterface.removeColumn('admin_users', 'photo_id');
    await queryInterface.removeColumn('admin_users', 'phone');
    await queryInterface.removeColumn('email_outbox', 'headers');
    await queryInterface.removeColumn('appointments', 'owner_request');
    await queryInterface.removeColumn('valuation_versions', 'reason');
    await queryInterface.dropTable('owner_value_updates');
    await queryInterface.dropTable('selling_entries');
    await queryInterface.dropTable('owner_sessions');
    await queryInterface.dropTable('owner_links');
  },
};
