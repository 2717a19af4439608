/**
 * The agency's learned zone corrections: factors on a price zone's €/m², computed from its own sales. Each
 * apply writes a new numbered set (zone_correction_sets) with one row per zone (zone_corrections); at most one
 * set is active, and undoing activates an older one (or none), so every version stays readable.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const zoneCorrections: Migration = {
  name: '2026-11-26T19-00-zone-corrections',
  async up({ queryInterface }) {
    await queryInterface.createTable('zone_correction_sets', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      note: { type: DataTypes.TEXT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_by_admin_id: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('zone_correction_sets', ['version'], { unique: true });
    await queryInterface.createTable('zone_corrections', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      set_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'zone_correction_sets', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      comune_code: { type: DataTypes.STRING(10), allowNull: false },
      zone_code: { type: DataTypes.STRING(10), allowNull: false },
      factor: { type: DataTypes.DOUBLE, allowNull: false },
      sales_count: { type: DataTypes.INTEGER, allowNull: false },
      raw_ratio: { type: DataTypes.DOUBLE, allowNull: false },
    });
    await queryInterface.addIndex('zone_corrections', ['set_id', 'comune_code', 'zone_code'], { unique: true });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('zone_corrections');
    await queryInterface.dropTable('zone_correction_sets');
  },
};
