/**
 * The owner session's cookie and the guard of the owner's calls. The cookie is the owner area's own
 * (`valuta.owner`, signed with the app's keys, httpOnly, SameSite=Lax): a staff member's cookie means nothing
 * here, and this one means nothing to the back office, whose guard reads only koa-session's.
 */
import type { RouterMiddleware } from '@koa/router';
import { OWNER_SIGNED_OUT_MESSAGE } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import { unauthorized } from '../infra/errors.js';
import type { AppContext, AppState } from '../infra/http/state.js';
import type { OwnerSessionFound, OwnerSessions } from './owner-sessions.js';

export const OWNER_COOKIE = 'valuta.owner';

const cookieOptions = (config: Pick<Config, 'session'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.session.secureCookie,
  signed: true,
  overwrite: true,
  path: '/api/area-venditore',
});

export function setOwnerCookie(ctx: AppContext, config: Pick<Config, 'session'>, token: string, expiresAt: Date): void {
  ctx.cookies.set(OWNER_COOKIE, token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearOwnerCookie(ctx: AppContext, config: Pick<Config, 'session'>): void {
  ctx.cookies.set(OWNER_COOKIE, null, { ...cookieOptions(config), expires: new Date(0) });
}

/** The owner of this request's cookie, or null. */
export async function ownerOfRequest(ctx: AppContext, sessions: OwnerSessions): Promise<OwnerSessionFound | null> {
  const token = ctx.cookies.get(OWNER_COOKIE, { signed: true });
  return token ? sessions.find(token) : null;
}

/** Runs the route only for a signed-in owner (401 otherwise), leaving them on ctx.state.owner. */
export function requireOwner(sessions: OwnerSessions): RouterMiddleware<AppState> {
  return async (ctx, next) => {
    const owner = await ownerOfRequest(ctx, sessions);
    if (!owner) throw unauthorized(OWNER_SIGNED_OUT_MESSAGE);
    ctx.state.owner = owner;
    await next();
  };
}
