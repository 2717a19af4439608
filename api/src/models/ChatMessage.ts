import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, stringColumn, textColumn } from './columns.js';
import type { JsonObject } from '../infra/db/json-column.js';

export type ChatRole = 'user' | 'assistant' | 'system';

/** One message of either side, kept so the back office shows the whole conversation. */
export class ChatMessage extends Model<InferAttributes<ChatMessage>, InferCreationAttributes<ChatMessage>> {
  declare id: CreationOptional<number>;
  declare valuationId: string;
  declare role: ChatRole;
  declare content: string;
  /** Read through chat/chat.presenter.ts (MessageMetadata). */
  declare metadata: JsonObject | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return ChatMessage.init(
      {
        id: integerId(),
        valuationId: stringColumn(21, false),
        role: stringColumn(20, false),
        content: textColumn(false),
        metadata: jsonColumn(),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'chat_messages', underscored: true, updatedAt: false },
    );
  }
}
