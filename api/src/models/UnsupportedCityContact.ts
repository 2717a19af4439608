import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { UnsupportedCityStatus } from '@valuta/shared';
import { consentColumns, dateColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface UnsupportedCityContact extends ConsentAttributes {}

/**
 * A request from a town the chat does not cover. `kind` tells the two forms apart: 'simple' (name, phone,
 * property description, from inside the chat) and 'request' (the application form with e-mail and motive).
 */
export class UnsupportedCityContact extends Model<InferAttributes<UnsupportedCityContact>, InferCreationAttributes<UnsupportedCityContact>> {
  declare id: CreationOptional<number>;
  declare kind: 'simple' | 'request';
  declare valuationId: string | null;
  declare firstName: string;
  declare lastName: string | null;
  declare email: string | null;
  declare phone: string;
  declare city: string;
  declare motivation: string | null;
  declare propertyDescription: string | null;
  declare status: CreationOptional<UnsupportedCityStatus>;
  declare adminNotes: CreationOptional<string | null>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return UnsupportedCityContact.init(
      {
        id: integerId(),
        kind: stringColumn(20, false),
        valuationId: stringColumn(21),
        firstName: stringColumn(120, false),
        lastName: stringColumn(120),
        email: stringColumn(254),
        phone: stringColumn(30, false),
        city: stringColumn(120, false),
        motivation: textColumn(),
        propertyDescription: textColumn(),
        status: statusColumn('nuovo'),
        adminNotes: textColumn(),
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'unsupported_city_contacts', underscored: true },
    );
  }
}
