import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { VALUATION_STATUSES } from '@valuta/shared';
import { dateColumn, jsonColumn, statusColumn, stringColumn } from './columns.js';
import type { JsonObject } from '../infra/db/json-column.js';

/**
 * What a valuation's status column holds: the back office's two states, and the two the chat passes through
 * (waiting for the contact form, a comune not covered).
 */
const VALUATION_RECORD_STATUSES = [...VALUATION_STATUSES, 'awaiting_contact', 'unsupported_city'] as const;
export type ValuationRecordStatus = (typeof VALUATION_RECORD_STATUSES)[number];

/** 'gpt' once the owner talked to the model after the estimate, 'default' for the scripted conversation. */
export type ChatMode = 'default' | 'gpt';

/**
 * One chat session: its public unguessable id, the conversation step, the property data collected so far
 * and, once complete, the result with its explanation.
 */
export class Valuation extends Model<InferAttributes<Valuation>, InferCreationAttributes<Valuation>> {
  declare id: string;
  declare userId: number | null;
  declare status: CreationOptional<ValuationRecordStatus>;
  declare step: CreationOptional<string>;
  declare chatMode: CreationOptional<ChatMode>;
  declare city: string | null;
  declare comuneCode: string | null;
  declare propertyType: string | null;
  declare squareMeters: number | null;
  /** Read through valuation/valuation-record.ts (PropertyData). */
  declare propertyData: CreationOptional<JsonObject>;
  /** The chat's memory between turns, read through chat/engine-state.ts. */
  declare engineState: CreationOptional<JsonObject>;
  /** Read through valuation/valuation-record.ts (ValuationResult). */
  declare result: CreationOptional<JsonObject | null>;
  declare estimatedValue: number | null;
  declare minValue: number | null;
  declare maxValue: number | null;
  declare pricePerSqm: number | null;
  declare completedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Valuation.init(
      {
        id: { ...stringColumn(21, false), primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        status: statusColumn('pending'),
        step: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'city' },
        chatMode: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'default' },
        city: stringColumn(120),
        comuneCode: stringColumn(10),
        propertyType: stringColumn(30),
        squareMeters: { type: DataTypes.INTEGER, allowNull: true },
        propertyData: { ...jsonColumn(false), defaultValue: {} },
        engineState: { ...jsonColumn(false), defaultValue: {} },
        result: jsonColumn(),
        estimatedValue: { type: DataTypes.INTEGER, allowNull: true },
        minValue: { type: DataTypes.INTEGER, allowNull: true },
        maxValue: { type: DataTypes.INTEGER, allowNull: true },
        pricePerSqm: { type: DataTypes.INTEGER, allowNull: true },
        completedAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'valuations', underscored: true },
    );
  }
}
