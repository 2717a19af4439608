import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { integerId, stringColumn } from './columns.js';

/**
 * A zone's factor in one set of corrections: comune (ISTAT code) and zone code as the estimate stores them
 * (result.zone.code), the factor on the zone's €/m², and the sales it was learned from.
 */
export class ZoneCorrection extends Model<InferAttributes<ZoneCorrection>, InferCreationAttributes<ZoneCorrection>> {
  declare id: CreationOptional<number>;
  declare setId: number;
  declare comuneCode: string;
  declare zoneCode: string;
  declare factor: number;
  declare salesCount: number;
  declare rawRatio: number;

  static initModel(sequelize: Sequelize) {
    return ZoneCorrection.init(
      {
        id: integerId(),
        setId: { type: DataTypes.INTEGER, allowNull: false },
        comuneCode: stringColumn(10, false),
        zoneCode: stringColumn(10, false),
        factor: { type: DataTypes.DOUBLE, allowNull: false },
        salesCount: { type: DataTypes.INTEGER, allowNull: false },
        rawRatio: { type: DataTypes.DOUBLE, allowNull: false },
      },
      { sequelize, tableName: 'zone_corrections', underscored: true, timestamps: false },
    );
  }
}
