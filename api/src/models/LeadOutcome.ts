import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { LeadOutcomeKind } from '@valuta/shared';
import { dateColumn, integerId, stringColumn } from './columns.js';

/**
 * What became of a valued home, one per lead (contact). The estimate, its range, version and zone are copied
 * from the valuation when the outcome is recorded, so the accuracy figures do not move if it is refined later.
 */
export class LeadOutcome extends Model<InferAttributes<LeadOutcome>, InferCreationAttributes<LeadOutcome>> {
  declare id: CreationOptional<number>;
  declare contactId: number;
  declare valuationId: string | null;
  declare outcome: LeadOutcomeKind;
  declare mandatePrice: number | null;
  declare salePrice: number | null;
  /** 'YYYY-MM-DD'. */
  declare saleDate: string | null;
  declare estimatedValue: number | null;
  declare minValue: number | null;
  declare maxValue: number | null;
  declare valuationVersion: number | null;
  declare comuneCode: string | null;
  declare zoneCode: string | null;
  declare recordedByAdminId: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return LeadOutcome.init(
      {
        id: integerId(),
        contactId: { type: DataTypes.INTEGER, allowNull: false },
        valuationId: stringColumn(21),
        outcome: stringColumn(20, false),
        mandatePrice: { type: DataTypes.INTEGER, allowNull: true },
        salePrice: { type: DataTypes.INTEGER, allowNull: true },
        saleDate: { type: DataTypes.DATEONLY, allowNull: true },
        estimatedValue: { type: DataTypes.INTEGER, allowNull: true },
        minValue: { type: DataTypes.INTEGER, allowNull: true },
        maxValue: { type: DataTypes.INTEGER, allowNull: true },
        valuationVersion: { type: DataTypes.INTEGER, allowNull: true },
        comuneCode: stringColumn(10),
        zoneCode: stringColumn(10),
        recordedByAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'lead_outcomes', underscored: true },
    );
  }
}
