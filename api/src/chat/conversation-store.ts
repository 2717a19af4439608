/**
 * The chat's hot path in the database: per turn, one read of the conversation and one write transaction
 * (the valuation's new state and both messages), in plain SQL on the driver (infra/db/statements.ts), so a
 * turn builds no model instances and parses each JSON column once. Everything else reads these rows through
 * the models.
 *
 * A conversation's writes commit without waiting for the disk (`asynchronousCommit`): a crash of the
 * database server may lose the last second of answers, which the owner gives again when the chat resumes
 * from the last stored turn. The contact form that turns a conversation into a lead commits durably, and
 * its commit also makes every earlier turn of that conversation durable.
 */
import type { PropertyData } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { JsonObject } from '../infra/db/json-column.js';
import type { ValuationRecordStatus } from '../models/Valuation.js';
import type { ChatRole } from '../models/ChatMessage.js';

/** A conversation as a turn needs it; `version` is what the write checks it did not change meanwhile. */
export interface StoredConversation {
  step: string;
  /** Raw JSON columns: read through readPropertyData and readEngineState. */
  propertyData: unknown;
  engineState: unknown;
  /** updated_at exactly as the driver gave it (text on SQLite, a Date on PostgreSQL). */
  version: unknown;
}

export interface NewMessage {
  role: ChatRole;
  content: string;
  metadata: JsonObject | null;
}

export interface TurnWrite {
  step: string;
  status: ValuationRecordStatus;
  propertyData: PropertyData;
  engineState: object;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The columns the back office filters and lists by, copied out of the property data. */
function denormalized(property: PropertyData) {
  return [property.city ?? null, property.comuneIstat ?? null, property.propertyType ?? null, property.squareMeters ?? null];
}

/**
 * The JSON columns as text on both databases (PostgreSQL's driver would parse them): a turn whose state this
 * process kept (kept-turns.ts) parses neither.
 */
const SELECT_CONVERSATION =
  'SELECT step, CAST(property_data AS TEXT) AS property_data, CAST(engine_state AS TEXT) AS engine_state, updated_at FROM valuations WHERE id = $1';

const UPDATE_CONVERSATION = `UPDATE valuations SET step = $1, status = $2, property_data = $3, engine_state = $4, city = $5, comune_code = $6,
  property_type = $7, square_meters = $8, updated_at = $9 WHERE id = $10 AND step = $11 AND updated_at = $12`;

/**
 * PostgreSQL does the turn's write in one statement, one round trip instead of four: the messages are
 * inserted only when the update matched, and a statement is atomic by itself. SQLite has no UPDATE in a WITH.
 */
const saveTurnPostgres = (asynchronousCommit: string) => `WITH changed AS (
  UPDATE valuations SET step = $1, status = $2, property_data = $3, engine_state = $4, city = $5, comune_code = $6,
    property_type = $7, square_meters = $8, updated_at = $9 WHERE id = $10 AND step = $11 AND updated_at = $12 RETURNING id
)
INSERT INTO chat_messages (valuation_id, role, content, metadata, created_at)
SELECT changed.id, message.role, message.content, CAST(message.metadata AS JSON), $9
FROM changed, ${asynchronousCommit}, (VALUES (1, $13, $14, $15), (2, $16, $17, $18)) AS message(position, role, content, metadata)
ORDER BY message.position`;

const INSERT_CONVERSATION = `INSERT INTO valuations (id, user_id, status, step, chat_mode, city, comune_code, property_type, square_meters,
  property_data, engine_state, result, estimated_value, min_value, max_value, price_per_sqm, completed_at, created_at, updated_at)
  VALUES ($1, NULL, 'pending', $2, 'default', NULL, NULL, NULL, NULL, $3, $4, NULL, NULL, NULL, NULL, NULL, NULL, $5, $5)`;

const INSERT_STARTED_EVENT = "INSERT INTO events (type, valuation_id, metadata, created_at) VALUES ('chat_started', $1, NULL, $2)";

/** The new conversation, its greeting and the dashboard's event in one statement on PostgreSQL, as a turn's write. */
const createPostgres = (asynchronousCommit: string) => `WITH conversation AS (${INSERT_CONVERSATION} RETURNING id),
greeting AS (
  INSERT INTO chat_messages (valuation_id, role, content, metadata, created_at)
  SELECT conversation.id, $6, $7, CAST($8 AS JSON), $5 FROM conversation, ${asynchronousCommit}
)
INSERT INTO events (type, valuation_id, metadata, created_at) SELECT 'chat_started', conversation.id, NULL, $5 FROM conversation`;

const INSERT_ONE_MESSAGE = 'INSERT INTO chat_messages (valuation_id, role, content, metadata, created_at) VALUES ($1, $2, $3, $4, $5)';
const INSERT_TWO_MESSAGES =
  'INSERT INTO chat_messages (valuation_id, role, content, metadata, created_at) VALUES ($1, $2, $3, $4, $5), ($1, $6, $7, $8, $5)';

export function createConversationStore(db: Pick<Database, 'statements'>) {
  const sql = db.statements;
  const SAVE_TURN_POSTGRES = saveTurnPostgres(sql.asynchronousCommit);
  const CREATE_POSTGRES = createPostgres(sql.asynchronousCommit);

  return {
    async load(valuationId: string): Promise<StoredConversation | null> {
      const [row] = await sql.all<{ step: string; property_data: unknown; engine_state: unknown; updated_at: unknown }>(SELECT_CONVERSATION, [
        valuationId,
      ]);
      return row ? { step: row.step, propertyData: row.property_data, engineState: row.engine_state, version: row.updated_at } : null;
    },

    /**
     * A new conversation with Amelia's first message, and the 'chat_started' event the dashboard counts (in
     * the same write, so starting a chat waits for no second commit).
     */
    async create(valuationId: string, step: string, engineState: object, greeting: NewMessage): Promise<void> {
      const at = new Date();
      if (sql.dialect === 'postgres') {
        await sql.run(CREATE_POSTGRES, [valuationId, step, '{}', json(engineState), at, greeting.role, greeting.content, json(greeting.metadata)]);
        return;
      }
      await sql.write(async (transaction) => {
        await transaction.run(INSERT_CONVERSATION, [valuationId, step, '{}', json(engineState), at]);
        await transaction.run(INSERT_ONE_MESSAGE, [valuationId, greeting.role, greeting.content, json(greeting.metadata), at]);
        await transaction.run(INSERT_STARTED_EVENT, [valuationId, at]);
      });
    },

    /**
     * Stores a turn: the conversation's new state and the owner's and Amelia's messages, in one transaction.
     * Answers the instant written as the conversation's updated_at (its new version), or null, writing nothing,
     * when the conversation changed since `loaded` was read (another window).
     */
    async saveTurn(valuationId: string, loaded: StoredConversation, turn: TurnWrite, messages: [NewMessage, NewMessage]): Promise<Date | null> {
      const at = new Date();
      const update = [
        turn.step,
        turn.status,
        json(turn.propertyData),
        json(turn.engineState),
        ...denormalized(turn.propertyData),
        at,
        valuationId,
        loaded.step,
        loaded.version,
      ];
      if (sql.dialect === 'postgres') {
        const [owner, amelia] = messages;
        const inserted = await sql.run(SAVE_TURN_POSTGRES, [
          ...update,
          owner.role,
          owner.content,
          json(owner.metadata),
          amelia.role,
          amelia.content,
          json(amelia.metadata),
        ]);
        return inserted === 2 ? at : null;
      }
      return sql.write(async (transaction) => {
        const updated = await transaction.run(UPDATE_CONVERSATION, update);
        if (updated !== 1) return null;
        const [owner, amelia] = messages;
        await transaction.run(INSERT_TWO_MESSAGES, [
          valuationId,
          owner.role,
          owner.content,
          json(owner.metadata),
          at,
          amelia.role,
          amelia.content,
          json(amelia.metadata),
        ]);
        return at;
      });
    },
  };
}
