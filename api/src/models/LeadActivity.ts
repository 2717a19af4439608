import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ActivityKind } from '@valuta/shared';
import { dateColumn, integerId, jsonColumn, stringColumn } from './columns.js';

/** One entry of a lead's timeline ('Attività'): what happened, who did it and when. Entries are never changed. */
export class LeadActivity extends Model<InferAttributes<LeadActivity>, InferCreationAttributes<LeadActivity>> {
  declare id: CreationOptional<number>;
  declare contactId: number;
  declare kind: ActivityKind;
  declare authorId: number | null;
  /** The author's name when the entry was written, so the entry still reads right after a member leaves. */
  declare authorName: string | null;
  /** The entry's details (ActivityPayload), read through its schema. */
  declare payload: unknown;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return LeadActivity.init(
      {
        id: integerId(),
        contactId: { type: DataTypes.INTEGER, allowNull: false },
        kind: stringColumn(20, false),
        authorId: { type: DataTypes.INTEGER, allowNull: true },
        authorName: stringColumn(250),
        payload: jsonColumn(false),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'lead_activities', underscored: true, updatedAt: false },
    );
  }
}
