/**
 * The agency's own content, edited in the back office: one row of settings (company details, team, reviews,
 * e-mail signature) with a version every instance reads to know its copy is stale, and the uploaded photos
 * of the team, kept in the database so every instance serves them.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const agencySettings: Migration = {
  name: '2026-11-26T13-00-agency-settings',
  async up({ queryInterface }) {
    await queryInterface.createTable('agency_settings', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      company: { type: DataTypes.JSON, allowNull: false },
      team: { type: DataTypes.JSON, allowNull: false },
      reviews: { type: DataTypes.JSON, allowNull: false },
      email_signature: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.createTable('agency_photos', {
      id: { type: DataTypes.STRING(32), primaryKey: true, allowNull: false },
      content_type: { type: DataTypes.STRING(40), allowNull: false },
      data: { type: DataTypes.BLOB, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('agency_photos');
    await queryInterface.dropTable('agency_settings');
  },
};
