/**
 * The versions of an estimate: the first one the owner saw, then one for every refinement after the estimate
 * ('Rendi la stima più precisa'), each with its figures, the whole result and what changed. The valuation row
 * keeps showing the latest.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

export const valuationVersions: Migration = {
  name: '2026-11-26T10-00-valuation-versions',
  async up({ queryInterface }) {
    await queryInterface.createTable('valuation_versions', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      valuation_id: {
        type: DataTypes.STRING(21),
        allowNull: false,
        references: { model: 'valuations', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      version: { type: DataTypes.INTEGER, allowNull: false },
      estimated_value: { type: DataTypes.INTEGER, allowNull: false },
      min_value: { type: DataTypes.INTEGER, allowNull: false },
      max_value: { type: DataTypes.INTEGER, allowNull: false },
      price_per_sqm: { type: DataTypes.INTEGER, allowNull: false },
      result: { type: DataTypes.JSON, allowNull: false },
      changes: { type: DataTypes.JSON, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('valuation_versions', ['valuation_id', 'version'], { unique: true });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('valuation_versions');
  },
};
