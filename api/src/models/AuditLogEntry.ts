import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, stringColumn } from './columns.js';
import type { JsonObject } from '../infra/db/json-column.js';

/** Who changed what in the back office, when, with the values before and after. */
export class AuditLogEntry extends Model<InferAttributes<AuditLogEntry>, InferCreationAttributes<AuditLogEntry>> {
  declare id: CreationOptional<number>;
  declare adminUserId: number | null;
  declare adminEmail: string | null;
  declare action: string;
  declare entityType: string;
  declare entityId: string;
  declare before: JsonObject | null;
  declare after: JsonObject | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AuditLogEntry.init(
      {
        id: integerId(),
        adminUserId: { type: DataTypes.INTEGER, allowNull: true },
        adminEmail: stringColumn(254),
        action: stringColumn(40, false),
        entityType: stringColumn(40, false),
        entityId: stringColumn(40, false),
        before: jsonColumn(),
        after: jsonColumn(),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'audit_log', underscored: true, updatedAt: false },
    );
  }
}
