/**
 * Ends a back-office session after `idleMs` without user activity and, whatever the activity, `maxAgeMs`
 * after sign-in. Requests marked as background (BACKGROUND_REQUEST_HEADER: the desktop's new-lead poller, the
 * renderer's check for an ended session) are answered but do not count as activity. An ended session is
 * destroyed before any router runs, so /api/admin answers 401 and /api/auth/check says signed out.
 */
import type { Next } from 'koa';
import { BACKGROUND_REQUEST_HEADER } from '@valuta/shared';
import type { AppContext } from '../infra/http/state.js';
import { isSessionPath } from './paths.js';

/**
 * Activity is written back at most this often, so a busy session does not write at every request; a tenth of
 * the idle time when that is shorter, or a session with a one-minute idle time would end however active.
 */
const ACTIVITY_RESOLUTION_MS = 60_000;

export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
}

/** Why a signed-in session is over at `now`, or null while it is still valid. */
function sessionEnd(session: { signedInAt?: unknown; lastActivityAt?: unknown }, limits: SessionLimits, now: number): 'idle' | 'max_age' | null {
  const { signedInAt, lastActivityAt } = session;
  // A session without its times was opened before they were recorded: it cannot prove it is recent.
  if (typeof signedInAt !== 'number' || typeof lastActivityAt !== 'number') return 'max_age';
  if (now - signedInAt >= limits.maxAgeMs) return 'max_age';
  if (now - lastActivityAt >= limits.idleMs) return 'idle';
  return null;
}

export function expireSessions(limits: SessionLimits) {
  const resolutionMs = Math.min(ACTIVITY_RESOLUTION_MS, limits.idleMs / 10);
  return async function sessionExpiry(ctx: AppContext, next: Next): Promise<void> {
    const session = isSessionPath(ctx.path) ? ctx.session : null;
    if (session && typeof session.adminId === 'number') {
      const now = Date.now();
      const ended = sessionEnd(session, limits, now);
      if (ended) {
        ctx.state.log.info({ adminId: session.adminId, reason: ended }, 'admin session ended');
        ctx.session = null;
      } else if (!ctx.get(BACKGROUND_REQUEST_HEADER) && now - (session.lastActivityAt as number) >= resolutionMs) {
        session.lastActivityAt = now;
      }
    }
    await next();
  };
}
