import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, flagColumn, integerId, stringColumn } from './columns.js';

/** A home owner who left contact data (table users); repeat valuations with the same e-mail attach to the same owner. */
export class Owner extends Model<InferAttributes<Owner>, InferCreationAttributes<Owner>> {
  declare id: CreationOptional<number>;
  declare name: string | null;
  declare email: string;
  declare phone: string | null;
  declare gdprConsent: CreationOptional<boolean>;
  declare gdprConsentAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Owner.init(
      {
        id: integerId(),
        name: stringColumn(120),
        email: { ...stringColumn(254, false), unique: true },
        phone: stringColumn(30),
        gdprConsent: flagColumn(),
        gdprConsentAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'users', underscored: true },
    );
  }
}
