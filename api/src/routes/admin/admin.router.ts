import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { requireAdmin } from '../../http/require-admin.js';
import type { RouteDeps } from '../context.js';

/**
 * The guard in front of everything under /api/admin, mounted before any router: without an administrator's
 * session every admin path answers 401 JSON, including paths that do not exist (a router's own middleware
 * would only run for its matched routes).
 */
export async function guardAdminPaths(ctx: Context, next: Next) {
  if (ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) return requireAdmin(ctx, next);
  return next();
}

/** The back-office calls; each resource of the back office adds its routes here. */
export function adminRouter(_deps: RouteDeps) {
  return new Router({ prefix: '/api/admin' });
}
