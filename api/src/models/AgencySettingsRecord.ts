import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, jsonColumn } from './columns.js';

/** The one row of the agency's settings (id 1); `version` grows with every save. */
export class AgencySettingsRecord extends Model<InferAttributes<AgencySettingsRecord>, InferCreationAttributes<AgencySettingsRecord>> {
  declare id: number;
  declare company: unknown;
  declare team: unknown;
  declare reviews: unknown;
  declare emailSignature: string;
  declare version: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AgencySettingsRecord.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true },
        company: jsonColumn(false),
        team: jsonColumn(false),
        reviews: jsonColumn(false),
        emailSignature: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'agency_settings', underscored: true },
    );
  }
}
