import { Op } from 'sequelize';
import type { StaffRole } from '@valuta/shared';
import { z } from 'zod';
import { readJsonColumn } from '../db/json-column.js';
import type { Database } from '../db/index.js';
import { toIso } from '../db/dates.js';

const SessionDataSchema = z.record(z.string(), z.unknown());
type SessionData = z.output<typeof SessionDataSchema>;

/**
 * The staff member a session names, as read with the session itself (the admin_users columns the check of
 * auth/administrators.ts needs). Every back-office request reads both; on PostgreSQL each read is a round trip
 * that waits for a pooled connection, so they are one statement.
 */
export interface SessionMemberRow {
  id: number | string;
  email: string;
  name: string | null;
  role: StaffRole;
  disabled_at: unknown;
  session_version: number | string;
  /** A boolean on PostgreSQL, 0 or 1 on SQLite. */
  must_change_password: unknown;
}

/** The member read with this request's session: `row` is null when no account has the id `adminId`. */
export interface SessionMemberRead {
  adminId: number;
  row: SessionMemberRow | null;
}

/**
 * The session's adminId when it is an integer, per dialect (data is JSON text); null otherwise, and then the
 * member check reads the member by itself.
 */
const SESSION_ADMIN_ID = {
  sqlite: "CASE WHEN json_type(s.data, '$.adminId') = 'integer' THEN json_extract(s.data, '$.adminId') END",
  // An integer within int's range, so the join goes through the primary key; anything else matches no one.
  postgres:
    "CASE WHEN (s.data::json ->> 'adminId') ~ '^[0-9]{1,9}$' AND json_typeof(s.data::json -> 'adminId') = 'number' THEN (s.data::json ->> 'adminId')::int END",
};

const selectSession = (
  dialect: 'sqlite' | 'postgres',
) => `SELECT s.data, s.expires_at, ${SESSION_ADMIN_ID[dialect]} AS joined_id, a.id AS a_id, a.email AS a_email,
    a.name AS a_name, a.role AS a_role, a.disabled_at AS a_disabled_at, a.session_version AS a_session_version,
    a.must_change_password AS a_must_change_password
  FROM sessions s LEFT JOIN admin_users a ON a.id = ${SESSION_ADMIN_ID[dialect]}
  WHERE s.id = $1`;

interface SessionRow {
  data: unknown;
  expires_at: Date | string;
  /** The adminId the member was looked up by; null when the session names none the join could use. */
  joined_id: number | string | null;
  a_id: number | string | null;
  a_email: string;
  a_name: string | null;
  a_role: StaffRole;
  a_disabled_at: unknown;
  a_session_version: number | string;
  a_must_change_password: unknown;
}

/** Where koa-session's store is given the request (its third argument to get). */
export interface StoreCall {
  ctx?: { state: { sessionMember?: SessionMemberRead } };
}

/**
 * koa-session's external store on the sessions table: every instance behind a load balancer reads the same
 * sessions, and a restart keeps administrators signed in.
 */
export function createSessionStore(db: Pick<Database, 'models' | 'statements'>, defaultMaxAgeMs: number) {
  const { models, statements } = db;
  const SELECT_SESSION = selectSession(statements.dialect);
  const sequelize = models.SessionRecord.sequelize!;
  const expiry = (maxAge: unknown) => new Date(Date.now() + (typeof maxAge === 'number' && maxAge > 0 ? maxAge : defaultMaxAgeMs));

  return {
    /**
     * Read on every /api request: plain SQL on the driver, which costs a fraction of a model read. The
     * session's member comes in the same statement and is left on the request for the member check
     * (auth/require-admin.ts), which still decides whether it holds.
     */
    async get(key: string, _maxAge?: unknown, call?: StoreCall): Promise<SessionData | undefined> {
      const [record] = await statements.all<SessionRow>(SELECT_SESSION, [key]);
      if (!record) return undefined;
      const expiresAt = toIso(record.expires_at);
      if (expiresAt === null || Date.parse(expiresAt) <= Date.now()) return undefined;
      const data = readJsonColumn(SessionDataSchema, record.data, 'sessions.data');
      if (call?.ctx && typeof data.adminId === 'number' && record.joined_id !== null && Number(record.joined_id) === data.adminId) {
        call.ctx.state.sessionMember = {
          adminId: data.adminId,
          row:
            record.a_id === null
              ? null
              : {
                  id: record.a_id,
                  email: record.a_email,
                  name: record.a_name,
                  role: record.a_role,
                  disabled_at: record.a_disabled_at,
                  session_version: record.a_session_version,
                  must_change_password: record.a_must_change_password,
                },
        };
      }
      return data;
    },
    // A session ended (signed out, or past its time) is never written back: a request still on its way when
    // the member signed out, on this instance or another, would otherwise bring the session back.
    async set(key: string, session: SessionData, maxAge: unknown): Promise<void> {
      const now = new Date();
      await sequelize.query(
        `INSERT INTO sessions (id, data, expires_at, created_at, updated_at) VALUES (:key, :data, :expiresAt, :now, :now)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at, updated_at = excluded.updated_at
         WHERE sessions.expires_at > :now`,
        { replacements: { key, data: JSON.stringify(session), expiresAt: expiry(maxAge), now } },
      );
    },
    /** Ends the session and keeps its id as ended until the periodic purge, so a late write cannot revive it. */
    async destroy(key: string): Promise<void> {
      await models.SessionRecord.update({ data: '{}', expiresAt: new Date(0) }, { where: { id: key } });
    },
    /** Removes expired sessions; run from time to time so the table does not grow without end. */
    async purgeExpired(): Promise<number> {
      return models.SessionRecord.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
    },
  };
}
