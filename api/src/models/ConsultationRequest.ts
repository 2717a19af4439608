import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { consentColumns, dateColumn, integerId, statusColumn, stringColumn, type ConsentAttributes } from './columns.js';

export interface ConsultationRequest extends ConsentAttributes {}

/** A house-change strategy consultation (POST /api/strategy-cambio-casa). */
export class ConsultationRequest extends Model<InferAttributes<ConsultationRequest>, InferCreationAttributes<ConsultationRequest>> {
  declare id: CreationOptional<number>;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare appointmentDate: string | null;
  declare appointmentTime: string | null;
  /** The only status it takes: no screen works these requests, the appointment each one makes is worked instead. */
  declare status: CreationOptional<'pending'>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return ConsultationRequest.init(
      {
        id: integerId(),
        firstName: stringColumn(120, false),
        lastName: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        appointmentDate: stringColumn(40),
        appointmentTime: stringColumn(40),
        status: statusColumn('pending'),
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'consultation_requests', underscored: true },
    );
  }
}
