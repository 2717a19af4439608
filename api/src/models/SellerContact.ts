import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { SellerContactStatus } from '@valuta/shared';
import { consentColumns, dateColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface SellerContact extends ConsentAttributes {}

/** A lead from the seller landing page (/landingvenditori). */
export class SellerContact extends Model<InferAttributes<SellerContact>, InferCreationAttributes<SellerContact>> {
  declare id: CreationOptional<number>;
  declare fullName: string;
  declare email: string;
  declare phone: string;
  declare propertyAddress: string | null;
  declare status: CreationOptional<SellerContactStatus>;
  declare adminNotes: CreationOptional<string | null>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return SellerContact.init(
      {
        id: integerId(),
        fullName: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        propertyAddress: stringColumn(300),
        status: statusColumn('new'),
        adminNotes: textColumn(),
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'seller_contacts', underscored: true },
    );
  }
}
