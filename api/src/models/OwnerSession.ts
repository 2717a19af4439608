import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, stringColumn } from './columns.js';

/**
 * An owner signed in on one device (table owner_sessions): never a staff session, which lives in sessions
 * under another cookie. Keyed by the SHA-256 of the cookie's token; the owner is their e-mail.
 */
export class OwnerSession extends Model<InferAttributes<OwnerSession>, InferCreationAttributes<OwnerSession>> {
  declare id: CreationOptional<number>;
  declare tokenHash: string;
  declare email: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return OwnerSession.init(
      {
        id: integerId(),
        tokenHash: { ...stringColumn(64, false), unique: true },
        email: stringColumn(254, false),
        expiresAt: dateColumn(false),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'owner_sessions', underscored: true, updatedAt: false },
    );
  }
}
