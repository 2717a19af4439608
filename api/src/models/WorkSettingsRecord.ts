import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, jsonColumn } from './columns.js';

/** The one row (id 1) of how the agency works its leads: the first-contact time and the message templates. */
export class WorkSettingsRecord extends Model<InferAttributes<WorkSettingsRecord>, InferCreationAttributes<WorkSettingsRecord>> {
  declare id: number;
  declare firstContactMinutes: number;
  declare templates: unknown;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return WorkSettingsRecord.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true },
        firstContactMinutes: { type: DataTypes.INTEGER, allowNull: false },
        templates: jsonColumn(false),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'work_settings', underscored: true },
    );
  }
}
