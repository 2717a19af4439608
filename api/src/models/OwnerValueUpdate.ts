import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { EstimateReason } from '@valuta/shared';
import { dateColumn, integerId, stringColumn } from './columns.js';

/**
 * One 'Il valore della tua casa' e-mail (table owner_value_updates). (valuation_id, occasion) is unique: the
 * occasion names why it goes ('version:3', 'periodic:2'), so of several instances only the one whose insert
 * succeeds sends it.
 */
export class OwnerValueUpdate extends Model<InferAttributes<OwnerValueUpdate>, InferCreationAttributes<OwnerValueUpdate>> {
  declare id: CreationOptional<number>;
  declare valuationId: string;
  declare occasion: string;
  declare email: string;
  declare estimatedValue: number;
  declare reason: EstimateReason;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return OwnerValueUpdate.init(
      {
        id: integerId(),
        valuationId: stringColumn(21, false),
        occasion: stringColumn(40, false),
        email: stringColumn(254, false),
        estimatedValue: { type: DataTypes.INTEGER, allowNull: false },
        reason: stringColumn(20, false),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'owner_value_updates', underscored: true, updatedAt: false },
    );
  }
}
