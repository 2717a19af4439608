import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, stringColumn } from './columns.js';
import type { JsonObject } from '../infra/db/json-column.js';

/** What the public side records for the dashboard: chats started, valuations done, forms completed. */
const EVENT_TYPES = [
  'chat_started',
  'valuation_completed',
  'valuation_refined',
  'contact_form_completed',
  'appointment_requested',
  'seller_form_completed',
  'assistance_requested',
  'unsupported_city_requested',
  'partner_applied',
  'booking_requested',
  'consultation_requested',
  /** An owner opened their area from 'Il valore della tua casa': a warm lead for the agent to call. */
  'owner_returned_after_value_email',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export class AppEvent extends Model<InferAttributes<AppEvent>, InferCreationAttributes<AppEvent>> {
  declare id: CreationOptional<number>;
  declare type: EventType;
  declare valuationId: string | null;
  declare metadata: JsonObject | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return AppEvent.init(
      {
        id: integerId(),
        type: stringColumn(40, false),
        valuationId: stringColumn(21),
        metadata: jsonColumn(),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'events', underscored: true, updatedAt: false },
    );
  }
}
