import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AppointmentStatus } from '@valuta/shared';
import { consentColumns, dateColumn, flagColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

/** A request for a call or meeting with a consultant, made from the chat after the estimate. */
export class Appointment extends Model<InferAttributes<Appointment>, InferCreationAttributes<Appointment>> implements ConsentAttributes {
  declare id: CreationOptional<number>;
  declare contactId: number | null;
  declare userId: number | null;
  declare valuationId: string | null;
  declare phone: string;
  declare preferredTime: string | null;
  declare requestedDate: string | null;
  declare requestedTime: string | null;
  declare whatsappOk: CreationOptional<boolean>;
  declare status: CreationOptional<AppointmentStatus>;
  declare notes: string | null;
  declare privacyAccepted: boolean;
  declare consentEmail: boolean;
  declare consentWhatsapp: boolean;
  declare consentsRecordedAt: Date | null;
  declare privacyNoticeVersion: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Appointment.init(
      {
        id: integerId(),
        contactId: { type: DataTypes.INTEGER, allowNull: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        valuationId: stringColumn(21),
        phone: stringColumn(30, false),
        preferredTime: stringColumn(20),
        requestedDate: stringColumn(20),
        requestedTime: stringColumn(20),
        whatsappOk: flagColumn(),
        status: statusColumn('pending'),
        notes: textColumn(),
        ...consentColumns(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'appointments', underscored: true },
    );
  }
}
