/**
 * Owner sessions (table owner_sessions): one per device an owner opened a sign-in link on, 30 days, ended by
 * 'Esci' (this one) or 'Esci da tutti i dispositivi' (every one of the e-mail). Never a staff session: those
 * are koa-session's, in another table, under another cookie, read only on the back office's paths.
 */
import { Op } from 'sequelize';
import { OWNER_SESSION_TTL_MS } from '@valuta/shared';
import { toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import type { SignedInOwner } from '../infra/http/state.js';
import { hashToken, newToken } from './owner-tokens.js';

export type OwnerSessionFound = SignedInOwner;

const SELECT_SESSION = 'SELECT id, email, expires_at FROM owner_sessions WHERE token_hash = $1';

interface SessionRow {
  id: number | string;
  email: string;
  expires_at: Date | string;
}

export function createOwnerSessions(db: Pick<Database, 'models' | 'statements'>) {
  const { OwnerSession } = db.models;
  return {
    /** Starts a session and answers the cookie's token. */
    async start(email: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + OWNER_SESSION_TTL_MS);
      await OwnerSession.create({ tokenHash: hashToken(token), email, expiresAt, createdAt: now });
      return { token, expiresAt };
    },

    /** Read on every owner call: plain SQL on the driver (infra/db/statements.ts), a fraction of a model read. */
    async find(token: string, now = new Date()): Promise<OwnerSessionFound | null> {
      const [row] = await db.statements.all<SessionRow>(SELECT_SESSION, [hashToken(token)]);
      const expiresAt = row ? toIso(row.expires_at) : null;
      if (!row || expiresAt === null || Date.parse(expiresAt) <= now.getTime()) return null;
      return { email: row.email, expiresAt: new Date(expiresAt), sessionId: Number(row.id) };
    },

    async end(sessionId: number): Promise<void> {
      await OwnerSession.destroy({ where: { id: sessionId } });
    },

    async endAll(email: string): Promise<number> {
      return OwnerSession.destroy({ where: { email } });
    },

    /** Removes expired sessions and links; run with the other periodic purges. */
    async purgeExpired(now = new Date()): Promise<number> {
      const sessions = await OwnerSession.destroy({ where: { expiresAt: { [Op.lte]: now } } });
      const links = await db.models.OwnerLink.destroy({ where: { expiresAt: { [Op.lte]: now } } });
      return sessions + links;
    },
  };
}

export type OwnerSessions = ReturnType<typeof createOwnerSessions>;
