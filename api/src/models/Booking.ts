import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { consentColumns, dateColumn, flagColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface Booking extends ConsentAttributes {}

/** A consultation booked from the public booking form. */
export class Booking extends Model<InferAttributes<Booking>, InferCreationAttributes<Booking>> {
  declare id: CreationOptional<number>;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare valuation: string;
  declare comune: string;
  declare requestedTime: string;
  declare whatsappOk: CreationOptional<boolean>;
  declare notes: string | null;
  /** The only status it takes: no screen works bookings, the appointment each one makes is worked instead. */
  declare status: CreationOptional<'pending'>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Booking.init(
      {
        id: integerId(),
        firstName: stringColumn(120, false),
        lastName: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        valuation: stringColumn(120, false),
        comune: stringColumn(120, false),
        requestedTime: stringColumn(20, false),
        whatsappOk: flagColumn(),
        notes: textColumn(),
        status: statusColumn('pending'),
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'bookings', underscored: true },
    );
  }
}
