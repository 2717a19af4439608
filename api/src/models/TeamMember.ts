import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { StaffRole } from '@valuta/shared';
import { dateColumn, integerId, stringColumn } from './columns.js';

/** A member of the agency's staff, who signs in to the back office (table admin_users). */
export class TeamMember extends Model<InferAttributes<TeamMember>, InferCreationAttributes<TeamMember>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare name: string | null;
  declare passwordHash: string;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare role: CreationOptional<StaffRole>;
  /** Set when a titolare disables the member: they can no longer sign in and their sessions end. */
  declare disabledAt: CreationOptional<Date | null>;
  /** Moved when the member is disabled or their password changes: sessions signed in under an older one end. */
  declare sessionVersion: CreationOptional<number>;
  /** Set while the account's password is a temporary one (invitation, reset): its member must choose their own first. */
  declare mustChangePassword: CreationOptional<boolean>;
  /** What the owners of the homes the member follows see of them in their area: phone (and WhatsApp) and photo. */
  declare phone: CreationOptional<string | null>;
  declare photoId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return TeamMember.init(
      {
        id: integerId(),
        email: { ...stringColumn(254, false), unique: true },
        name: stringColumn(120),
        passwordHash: stringColumn(255, false),
        lastLoginAt: dateColumn(),
        role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'titolare' },
        disabledAt: dateColumn(),
        sessionVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        mustChangePassword: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        phone: stringColumn(30),
        photoId: stringColumn(32),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'admin_users', underscored: true },
    );
  }
}
