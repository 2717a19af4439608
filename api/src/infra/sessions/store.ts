import { Op } from 'sequelize';
import { z } from 'zod';
import { readJsonColumn } from '../db/json-column.js';
import type { Models } from '../db/models/index.js';

const SessionDataSchema = z.record(z.string(), z.unknown());
type SessionData = z.output<typeof SessionDataSchema>;

/**
 * koa-session's external store on the sessions table: every instance behind a load balancer reads the same
 * sessions, and a restart keeps administrators signed in.
 */
export function createSessionStore(models: Pick<Models, 'SessionRecord'>, defaultMaxAgeMs: number) {
  const expiry = (maxAge: unknown) => new Date(Date.now() + (typeof maxAge === 'number' && maxAge > 0 ? maxAge : defaultMaxAgeMs));

  return {
    async get(key: string): Promise<SessionData | undefined> {
      const record = await models.SessionRecord.findByPk(key);
      if (!record) return undefined;
      if (record.expiresAt.getTime() <= Date.now()) {
        await record.destroy();
        return undefined;
      }
      return readJsonColumn(SessionDataSchema, record.data, 'sessions.data');
    },
    async set(key: string, session: SessionData, maxAge: unknown): Promise<void> {
      await models.SessionRecord.upsert({ id: key, data: JSON.stringify(session), expiresAt: expiry(maxAge) });
    },
    async destroy(key: string): Promise<void> {
      await models.SessionRecord.destroy({ where: { id: key } });
    },
    /** Removes expired sessions; run from time to time so the table does not grow without end. */
    async purgeExpired(): Promise<number> {
      return models.SessionRecord.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
    },
  };
}
