/**
 * What became of a home the agency valued: a mandate taken (with its asking price), a sale (price and date) or
 * neither ('non venduto / ritirato'). One row per lead, recorded by a member on the lead's card. The estimate
 * the owner was shown is copied in when the outcome is recorded, with the zone it was priced in, so the
 * accuracy figures and the zone corrections stay what they were even if the valuation is refined later.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const leadOutcomes: Migration = {
  name: '2026-11-26T15-00-lead-outcomes',
  async up({ queryInterface }) {
    await queryInterface.createTable('lead_outcomes', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      contact_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'contacts', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      valuation_id: { type: DataTypes.STRING(21), allowNull: true },
      outcome: { type: DataTypes.STRING(20), allowNull: false },
      mandate_price: { type: DataTypes.INTEGER, allowNull: true },
      sale_price: { type: DataTypes.INTEGER, allowNull: true },
      sale_date: { type: DataTypes.DATEONLY, allowNull: true },
      estimated_value: { type: DataTypes.INTEGER, allowNull: true },
      min_value: { type: DataTypes.INTEGER, allowNull: true },
      max_value: { type: DataTypes.INTEGER, allowNull: true },
      valuation_version: { type: DataTypes.INTEGER, allowNull: true },
      comune_code: { type: DataTypes.STRING(10), allowNull: true },
      zone_code: { type: DataTypes.STRING(10), allowNull: true },
      recorded_by_admin_id: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('lead_outcomes', ['contact_id'], { unique: true });
    await queryInterface.addIndex('lead_outcomes', ['outcome', 'sale_date']);
    await queryInterface.addIndex('lead_outcomes', ['comune_code', 'zone_code']);
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('lead_outcomes');
  },
};
