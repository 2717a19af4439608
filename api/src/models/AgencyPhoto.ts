import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, stringColumn } from './columns.js';

/** A photo uploaded for the team of the about page. */
export class AgencyPhoto extends Model<InferAttributes<AgencyPhoto>, InferCreationAttributes<AgencyPhoto>> {
  declare id: string;
  declare contentType: string;
  declare data: Buffer;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AgencyPhoto.init(
      {
        id: { type: DataTypes.STRING(32), primaryKey: true },
        contentType: stringColumn(40, false),
        data: { type: DataTypes.BLOB, allowNull: false },
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'agency_photos', underscored: true, updatedAt: false },
    );
  }
}
