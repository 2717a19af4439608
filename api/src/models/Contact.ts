import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ContactStatus, LeadType } from '@valuta/shared';
import { consentColumns, dateColumn, flagColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface Contact extends ConsentAttributes {}

/** A lead from the valuation chat's contact form. */
export class Contact extends Model<InferAttributes<Contact>, InferCreationAttributes<Contact>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare valuationId: string | null;
  declare name: string;
  declare email: string;
  declare phone: string;
  declare notes: string | null;
  declare preferredTime: string | null;
  declare sendEmail: CreationOptional<boolean>;
  declare status: CreationOptional<ContactStatus>;
  declare leadType: CreationOptional<LeadType>;
  declare adminNotes: CreationOptional<string | null>;
  declare source: CreationOptional<string>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  /** When staff first reached out (a call logged, a message sent, the status set to contacted or closed). */
  declare contactedAt: CreationOptional<Date | null>;
  /** When its next action is due (lead_next_actions holds what it is), null while it has none. */
  declare nextActionAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Contact.init(
      {
        id: integerId(),
        userId: { type: DataTypes.INTEGER, allowNull: true },
        valuationId: stringColumn(21),
        name: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        notes: textColumn(),
        preferredTime: stringColumn(20),
        sendEmail: flagColumn(true),
        status: statusColumn('new'),
        leadType: statusColumn('unknown'),
        adminNotes: textColumn(),
        source: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'chat' },
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        contactedAt: dateColumn(),
        nextActionAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'contacts', underscored: true },
    );
  }
}
