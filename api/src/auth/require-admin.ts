/**
 * The server-side guard of the back office: without an administrator in the session every /api/admin
 * call answers 401 JSON, whatever the client does. The administrator found is left on ctx.state.admin.
 */
import type { Next } from 'koa';
import { unauthorized } from '../infra/errors.js';
import type { AdminSessionData, AppContext, AppState, SignedInAdmin } from '../infra/http/state.js';

/** The administrator signed in with this session, or null (the values are checked: they come back from the database). */
export function adminOfSession(session: AdminSessionData | null): SignedInAdmin | null {
  const adminId: unknown = session?.adminId;
  const adminEmail: unknown = session?.adminEmail;
  if (typeof adminId !== 'number') return null;
  return { id: adminId, email: typeof adminEmail === 'string' ? adminEmail : null };
}

async function requireAdmin(ctx: AppContext, next: Next): Promise<void> {
  const admin = adminOfSession(ctx.session);
  if (!admin) throw unauthorized();
  ctx.state.admin = admin;
  await next();
}

/**
 * Mounted before every router: guards everything under /api/admin, including paths that do not exist (a
 * router's own middleware would only run for its matched routes).
 */
export async function guardAdminPaths(ctx: AppContext, next: Next): Promise<void> {
  if (ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) await requireAdmin(ctx, next);
  else await next();
}

/** The administrator of an /api/admin request, for the audit log. */
export function signedInAdmin(state: AppState): SignedInAdmin {
  if (!state.admin) throw unauthorized();
  return state.admin;
}
