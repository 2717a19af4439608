/**
 * How staff work a lead: its timeline ('Attività': notes, calls, messages, changes; each row with its author and
 * time), its one next action, when it was first contacted, and the agency's work settings ('Tempo di primo
 * contatto', 'Modelli di messaggio').
 *
 * The single admin note a lead had becomes the first entry of its timeline (the note is kept in its column too,
 * so going back loses nothing). A lead already 'Contattato' or 'Chiuso' counts as contacted from its last change:
 * the closest instant the data holds.
 *
 * 'Da fare' reads the leads not contacted (and with no next action planned) from a partial index that holds only
 * them, and the leads with a next action from another, so both stay small however many leads the agency has; the
 * next actions' details live in their own table, one row per lead that has one.
 */
import { DataTypes, Op } from 'sequelize';
import type { Migration } from './types.js';

export const leadWork: Migration = {
  name: '2026-12-08T09-00-lead-work',
  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable('lead_activities', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      contact_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'contacts', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      author_id: { type: DataTypes.INTEGER, allowNull: true },
      author_name: { type: DataTypes.STRING(250), allowNull: true },
      payload: { type: DataTypes.JSON, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('lead_activities', ['contact_id', 'created_at', 'id'], { name: 'lead_activities_contact_time' });

    await queryInterface.createTable('lead_next_actions', {
      contact_id: {
        type: DataTypes.INTEGER,
        primaryKey: true,
        allowNull: false,
        references: { model: 'contacts', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      due_at: { type: DataTypes.DATE, allowNull: false },
      note: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      set_by_id: { type: DataTypes.INTEGER, allowNull: true },
      set_by_name: { type: DataTypes.STRING(250), allowNull: true },
      set_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('lead_next_actions', ['due_at', 'contact_id'], { name: 'lead_next_actions_due' });

    await queryInterface.addColumn('contacts', 'contacted_at', { type: DataTypes.DATE, allowNull: true });
    // When the lead's next action is due, kept with the lead (its details are in lead_next_actions) so that 'Da fare'
    // reads both its groups of leads from the contacts' own indexes.
    await queryInterface.addColumn('contacts', 'next_action_at', { type: DataTypes.DATE, allowNull: true });
    await queryInterface.addIndex('contacts', ['created_at', 'id'], {
      name: 'contacts_not_contacted',
      where: { contacted_at: null, status: ['new', 'read'], next_action_at: null },
    });
    await queryInterface.addIndex('contacts', ['next_action_at', 'id'], {
      name: 'contacts_next_action',
      where: { next_action_at: { [Op.ne]: null } },
    });

    await queryInterface.createTable('work_settings', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      first_contact_minutes: { type: DataTypes.INTEGER, allowNull: false },
      templates: { type: DataTypes.JSON, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });

    const payload =
      sequelize.getDialect() === 'postgres'
        ? `json_build_object('kind', 'note', 'text', admin_notes, 'migrated', true)`
        : `json_object('kind', 'note', 'text', admin_notes, 'migrated', json('true'))`;
    await sequelize.query(
      `INSERT INTO lead_activities (contact_id, kind, author_id, author_name, payload, created_at)
       SELECT id, 'note', NULL, NULL, ${payload}, updated_at FROM contacts
       WHERE admin_notes IS NOT NULL AND TRIM(admin_notes) <> ''`,
    );
    await sequelize.query(`UPDATE contacts SET contacted_at = updated_at WHERE status IN ('contacted', 'closed')`);
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('work_settings');
    await queryInterface.removeIndex('contacts', 'contacts_next_action');
    await queryInterface.removeIndex('contacts', 'contacts_not_contacted');
    await queryInterface.removeColumn('contacts', 'next_action_at');
    await queryInterface.removeColumn('contacts', 'contacted_at');
    await queryInterface.dropTable('lead_next_actions');
    await queryInterface.dropTable('lead_activities');
  },
};
