import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, stringColumn } from './columns.js';

/**
 * One version of a valuation's estimate: 1 is the estimate the owner first saw, every refinement after it
 * adds one with what changed. Read through valuation/valuation-versions.ts.
 */
export class ValuationVersion extends Model<InferAttributes<ValuationVersion>, InferCreationAttributes<ValuationVersion>> {
  declare id: CreationOptional<number>;
  declare valuationId: string;
  declare version: number;
  declare estimatedValue: number;
  declare minValue: number;
  declare maxValue: number;
  declare pricePerSqm: number;
  declare result: unknown;
  declare changes: unknown;
  /** Why it changed: null for the owner's refinements and first versions written before reasons existed. */
  declare reason: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return ValuationVersion.init(
      {
        id: integerId(),
        valuationId: stringColumn(21, false),
        version: { type: DataTypes.INTEGER, allowNull: false },
        estimatedValue: { type: DataTypes.INTEGER, allowNull: false },
        minValue: { type: DataTypes.INTEGER, allowNull: false },
        maxValue: { type: DataTypes.INTEGER, allowNull: false },
        pricePerSqm: { type: DataTypes.INTEGER, allowNull: false },
        result: jsonColumn(false),
        changes: jsonColumn(false),
        reason: stringColumn(20),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'valuation_versions', underscored: true, updatedAt: false },
    );
  }
}
