import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AppointmentSource, AppointmentStatus } from '@valuta/shared';
import {
  consentColumns,
  dateColumn,
  flagColumn,
  integerId,
  jsonColumn,
  statusColumn,
  stringColumn,
  textColumn,
  type ConsentAttributes,
} from './columns.js';
import type { JsonObject } from '../infra/db/json-column.js';

export interface Appointment extends ConsentAttributes {}

/**
 * A request for a call or meeting with a consultant (from the chat after the estimate, the booking form or the
 * consultation form), and how staff work it: confirmed with a date and who goes, then done, no-show or cancelled.
 */
export class Appointment extends Model<InferAttributes<Appointment>, InferCreationAttributes<Appointment>> {
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
  declare source: CreationOptional<AppointmentSource>;
  declare bookingId: CreationOptional<number | null>;
  declare consultationRequestId: CreationOptional<number | null>;
  declare name: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare scheduledAt: CreationOptional<Date | null>;
  declare durationMinutes: CreationOptional<number | null>;
  declare assigneeId: CreationOptional<number | null>;
  declare location: CreationOptional<string | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare confirmedAt: CreationOptional<Date | null>;
  /** Set once, by the instance that claims the reminder, so it goes once. */
  declare reminderSentAt: CreationOptional<Date | null>;
  /** Raised at each reschedule: the calendar files of the owner replace the previous one by UID and sequence. */
  declare sequence: CreationOptional<number>;
  /** The owner's latest request to move or cancel it from their area (read through owner-area/appointment-requests.ts). */
  declare ownerRequest: CreationOptional<JsonObject | null>;
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
        source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'chat' },
        bookingId: { type: DataTypes.INTEGER, allowNull: true },
        consultationRequestId: { type: DataTypes.INTEGER, allowNull: true },
        name: stringColumn(250),
        email: stringColumn(254),
        scheduledAt: dateColumn(),
        durationMinutes: { type: DataTypes.INTEGER, allowNull: true },
        assigneeId: { type: DataTypes.INTEGER, allowNull: true },
        location: stringColumn(200),
        cancelReason: textColumn(),
        confirmedAt: dateColumn(),
        reminderSentAt: dateColumn(),
        sequence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ownerRequest: jsonColumn(),
        ...consentColumns(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'appointments', underscored: true },
    );
  }
}
