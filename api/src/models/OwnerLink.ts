import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, stringColumn } from './columns.js';

/**
 * What an owner link opens: the owner's area (from any e-mail, or 'sign_in_value' from 'Il valore della tua
 * casa', whose opening the agent hears of), the confirmation of 'Cancella i miei dati', or the unsubscribe.
 */
export type OwnerLinkPurpose = 'sign_in' | 'sign_in_value' | 'erase' | 'unsubscribe';

/**
 * A link e-mailed to an owner (table owner_links). Only the SHA-256 of its token is kept, so the table read
 * by somebody else opens nobody's area; a link is used up by the one update that sets used_at.
 */
export class OwnerLink extends Model<InferAttributes<OwnerLink>, InferCreationAttributes<OwnerLink>> {
  declare id: CreationOptional<number>;
  declare tokenHash: string;
  declare email: string;
  declare purpose: OwnerLinkPurpose;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return OwnerLink.init(
      {
        id: integerId(),
        tokenHash: { ...stringColumn(64, false), unique: true },
        email: stringColumn(254, false),
        purpose: stringColumn(20, false),
        expiresAt: dateColumn(false),
        usedAt: dateColumn(),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'owner_links', underscored: true, updatedAt: false },
    );
  }
}
