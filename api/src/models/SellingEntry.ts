import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ActivityKind, OfferState, SellingKind } from '@valuta/shared';
import { dateColumn, flagColumn, integerId, stringColumn, textColumn } from './columns.js';

/**
 * One line of a home's selling dashboard (table selling_entries), recorded by the staff on a lead in
 * 'Mandato': a viewing (buyer's first name, feedback, interest), an offer (amount, state) or an activity.
 */
export class SellingEntry extends Model<InferAttributes<SellingEntry>, InferCreationAttributes<SellingEntry>> {
  declare id: CreationOptional<number>;
  declare contactId: number;
  declare kind: SellingKind;
  /** 'YYYY-MM-DD'. */
  declare date: string;
  declare buyerFirstName: CreationOptional<string | null>;
  declare feedback: CreationOptional<string | null>;
  declare interest: CreationOptional<number | null>;
  declare amount: CreationOptional<number | null>;
  declare offerState: CreationOptional<OfferState | null>;
  declare activityKind: CreationOptional<ActivityKind | null>;
  declare note: CreationOptional<string | null>;
  declare visibleToOwner: boolean;
  /** Set once, by the write that first made it visible, so the owner is told once. */
  declare ownerNotifiedAt: CreationOptional<Date | null>;
  declare createdByAdminId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return SellingEntry.init(
      {
        id: integerId(),
        contactId: { type: DataTypes.INTEGER, allowNull: false },
        kind: stringColumn(20, false),
        date: { type: DataTypes.DATEONLY, allowNull: false },
        buyerFirstName: stringColumn(60),
        feedback: textColumn(),
        interest: { type: DataTypes.INTEGER, allowNull: true },
        amount: { type: DataTypes.INTEGER, allowNull: true },
        offerState: stringColumn(20),
        activityKind: stringColumn(20),
        note: textColumn(),
        visibleToOwner: flagColumn(),
        ownerNotifiedAt: dateColumn(),
        createdByAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'selling_entries', underscored: true },
    );
  }
}
