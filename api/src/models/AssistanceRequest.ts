import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AssistanceStatus } from '@valuta/shared';
import { consentColumns, dateColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface AssistanceRequest extends ConsentAttributes {}

/** A request sent from the 'Richiedi assistenza' dialog. */
export class AssistanceRequest extends Model<InferAttributes<AssistanceRequest>, InferCreationAttributes<AssistanceRequest>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare email: string;
  declare phone: string;
  declare message: string;
  declare status: CreationOptional<AssistanceStatus>;
  declare adminNotes: CreationOptional<string | null>;
  /** The staff member working the lead (null: nobody yet). */
  declare assignedAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AssistanceRequest.init(
      {
        id: integerId(),
        name: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        message: textColumn(false),
        status: statusColumn('new'),
        adminNotes: textColumn(),
        ...consentColumns(),
        assignedAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'assistance_requests', underscored: true },
    );
  }
}
