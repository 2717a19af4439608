/**
 * The server-side guard of the back office: without an enabled staff member in the session every /api/admin
 * call answers 401 JSON, whatever the client does. The member is read from the database on every request,
 * so disabling an account or resetting its password ends its sessions at once. A member whose password is a
 * temporary one may only choose a new one (403 otherwise). The member found is left on ctx.state.admin.
 */
import type { Next } from 'koa';
import { ACCOUNT_DISABLED_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@valuta/shared';
import { AppError, unauthorized } from '../infra/errors.js';
import type { AppContext, AppState, SignedInAdmin } from '../infra/http/state.js';
import type { Administrators } from './administrators.js';
import { isBackOfficePath, OWN_PASSWORD_PATH } from './paths.js';

export const accountDisabled = () => new AppError(401, 'account_disabled', ACCOUNT_DISABLED_MESSAGE);
const passwordChangeRequired = () => new AppError(403, 'password_change_required', PASSWORD_CHANGE_REQUIRED_MESSAGE);

/** The member of this request's session, checked against the database; the session ends if it no longer holds. */
export async function memberOfRequest(ctx: AppContext, administrators: Administrators): Promise<SignedInAdmin | 'disabled' | null> {
  if (typeof ctx.session?.adminId !== 'number') return null;
  const found = await administrators.ofSession(ctx.session, ctx.state.sessionMember);
  if (found === null || found === 'disabled') {
    ctx.session = null;
    return found;
  }
  return found;
}

/**
 * Mounted before every router: guards everything under /api/admin, including paths that do not exist (a
 * router's own middleware would only run for its matched routes).
 */
export function guardAdminPaths(administrators: Administrators) {
  return async (ctx: AppContext, next: Next): Promise<void> => {
    if (!isBackOfficePath(ctx.path)) {
      await next();
      return;
    }
    const member = await memberOfRequest(ctx, administrators);
    if (member === 'disabled') throw accountDisabled();
    if (!member) throw unauthorized();
    // Signing in with a temporary password proves only that the e-mail reached its member: they choose their own first.
    if (member.mustChangePassword && !(ctx.method === 'POST' && ctx.path === OWN_PASSWORD_PATH)) throw passwordChangeRequired();
    ctx.state.admin = member;
    await next();
  };
}

/** The member of an /api/admin request, for the audit log and the role checks. */
export function signedInAdmin(state: AppState): SignedInAdmin {
  if (!state.admin) throw unauthorized();
  return state.admin;
}
