import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, statusColumn, stringColumn, textColumn } from './columns.js';

export type OutboxStatus = 'pending' | 'sent' | 'failed';
/** Why the last attempt failed: the mail server was unreachable or refused us ('server'), or it refused this message. */
export type OutboxFailureKind = 'server' | 'message';

/** A file sent with a message, kept as text (a calendar invitation is text). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An e-mail waiting to be sent, or sent; the outbox retries with back-off so a mail outage loses nothing. */
export class OutboxEmail extends Model<InferAttributes<OutboxEmail>, InferCreationAttributes<OutboxEmail>> {
  declare id: CreationOptional<number>;
  declare kind: string;
  declare toAddress: string;
  declare replyTo: string | null;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  declare attachments: CreationOptional<OutboxAttachment[] | null>;
  /** Extra headers the message carries (List-Unsubscribe of a marketing e-mail). */
  declare headers: CreationOptional<Record<string, string> | null>;
  /** The record the message is about, as the personal-data registry names it ('contact', 'appointment', …). */
  declare aboutType: CreationOptional<string | null>;
  declare aboutId: CreationOptional<string | null>;
  declare status: CreationOptional<OutboxStatus>;
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: Date;
  declare lockedUntil: CreationOptional<Date | null>;
  declare lastError: CreationOptional<string | null>;
  declare failureKind: CreationOptional<OutboxFailureKind | null>;
  declare sentAt: CreationOptional<Date | null>;
  /** When the message was last tried, whatever the outcome; indexed for /api/health's latest attempt. */
  declare lastAttemptAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return OutboxEmail.init(
      {
        id: integerId(),
        kind: stringColumn(40, false),
        toAddress: stringColumn(500, false),
        replyTo: stringColumn(254),
        subject: stringColumn(300, false),
        textBody: textColumn(false),
        htmlBody: textColumn(),
        attachments: jsonColumn(),
        headers: jsonColumn(),
        aboutType: stringColumn(40),
        aboutId: stringColumn(40),
        status: statusColumn('pending'),
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAt: dateColumn(false),
        lockedUntil: dateColumn(),
        lastError: textColumn(),
        failureKind: stringColumn(20),
        sentAt: dateColumn(),
        lastAttemptAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'email_outbox', underscored: true },
    );
  }
}
