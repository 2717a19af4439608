/**
 * The server-side guard of the back office: without an administrator in the session every /api/admin
 * call answers 401 JSON, whatever the client does. The administrator found is left on ctx.state.admin.
 */
import type { Next } from 'koa';
import { unauthorized } from '../infra/errors.js';
import type { AppContext, AppState, SignedInAdmin } from '../infra/http/state.js';

async function requireAdmin(ctx: AppContext, next: Next) {
  const adminId: unknown = ctx.session?.adminId;
  const adminEmail: unknown = ctx.session?.adminEmail;
  if (typeof adminId !== 'number') throw unauthorized();
  ctx.state.admin = { id: adminId, email: typeof adminEmail === 'string' ? adminEmail : null };
  return next();
}

/**
 * Mounted before every router: guards everything under /api/admin, including paths that do not exist (a
 * router's own middleware would only run for its matched routes).
 */
export async function guardAdminPaths(ctx: AppContext, next: Next) {
  if (ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) return requireAdmin(ctx, next);
  return next();
}

/** The administrator of an /api/admin request, for the audit log. */
export function signedInAdmin(state: AppState): SignedInAdmin {
  if (!state.admin) throw unauthorized();
  return state.admin;
}
