import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { NextActionKind } from '@valuta/shared';
import { dateColumn, stringColumn } from './columns.js';

/** A lead's one next action ('Prossima azione'): what and when, and who set it. Its row goes when it is cleared. */
export class LeadNextAction extends Model<InferAttributes<LeadNextAction>, InferCreationAttributes<LeadNextAction>> {
  declare contactId: number;
  declare kind: NextActionKind;
  declare dueAt: Date;
  declare note: string;
  declare setById: number | null;
  declare setByName: string | null;
  declare setAt: Date;

  static initModel(sequelize: Sequelize) {
    return LeadNextAction.init(
      {
        contactId: { type: DataTypes.INTEGER, primaryKey: true },
        kind: stringColumn(20, false),
        dueAt: dateColumn(false),
        note: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
        setById: { type: DataTypes.INTEGER, allowNull: true },
        setByName: stringColumn(250),
        setAt: dateColumn(false),
      },
      { sequelize, tableName: 'lead_next_actions', underscored: true, timestamps: false },
    );
  }
}
