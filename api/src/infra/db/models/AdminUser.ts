import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, stringColumn } from './columns.js';

export class AdminUser extends Model<InferAttributes<AdminUser>, InferCreationAttributes<AdminUser>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare name: string | null;
  declare passwordHash: string;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AdminUser.init(
      {
        id: integerId(),
        email: { ...stringColumn(254, false), unique: true },
        name: stringColumn(120),
        passwordHash: stringColumn(255, false),
        lastLoginAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'admin_users', underscored: true },
    );
  }
}
