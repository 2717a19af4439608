import { Op } from 'sequelize';
import { z } from 'zod';
import { readJsonColumn } from '../db/json-column.js';
import type { Database } from '../db/index.js';
import { toIso } from '../db/dates.js';

const SessionDataSchema = z.record(z.string(), z.unknown());
type SessionData = z.output<typeof SessionDataSchema>;

const SELECT_SESSION = 'SELECT data, expires_at FROM sessions WHERE id = $1';

/**
 * koa-session's external store on the sessions table: every instance behind a load balancer reads the same
 * sessions, and a restart keeps administrators signed in.
 */
export function createSessionStore(db: Pick<Database, 'models' | 'statements'>, defaultMaxAgeMs: number) {
  const { models, statements } = db;
  const sequelize = models.SessionRecord.sequelize!;
  const expiry = (maxAge: unknown) => new Date(Date.now() + (typeof maxAge === 'number' && maxAge > 0 ? maxAge : defaultMaxAgeMs));

  return {
    // Read on every /api request: plain SQL on the driver, which costs a fraction of a model read.
    async get(key: string): Promise<SessionData | undefined> {
      const [record] = await statements.all<{ data: unknown; expires_at: Date | string }>(SELECT_SESSION, [key]);
      if (!record) return undefined;
      const expiresAt = toIso(record.expires_at);
      if (expiresAt === null || Date.parse(expiresAt) <= Date.now()) return undefined;
      return readJsonColumn(SessionDataSchema, record.data, 'sessions.data');
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
