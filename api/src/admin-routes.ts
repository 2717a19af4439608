import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { requireAdmin } from './auth/require-admin.js';
import type { RouteDeps } from './route-deps.js';
import { assistanceRouter } from './forms/assistance/assistance.admin.router.js';
import { contactsRouter } from './leads/leads.admin.router.js';
import { dashboardRouter } from './dashboard/dashboard.admin.router.js';
import { exportsRouter } from './leads/exports.router.js';
import { sellerContactsRouter } from './forms/seller-contacts/seller-contacts.admin.router.js';
import { unsupportedCitiesRouter } from './forms/unsupported-cities/unsupported-cities.admin.router.js';
import { usersRouter } from './users/users.admin.router.js';

/**
 * The guard in front of everything under /api/admin, mounted before any router: without an administrator's
 * session every admin path answers 401 JSON, including paths that do not exist (a router's own middleware
 * would only run for its matched routes).
 */
export async function guardAdminPaths(ctx: Context, next: Next) {
  if (ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) return requireAdmin(ctx, next);
  return next();
}

/** The back-office calls of spec §7, one router per resource (each in its folder beside this file). */
export function adminRouters(deps: RouteDeps): Router[] {
  return [
    dashboardRouter(deps),
    contactsRouter(deps),
    exportsRouter(deps),
    assistanceRouter(deps),
    sellerContactsRouter(deps),
    unsupportedCitiesRouter(deps),
    usersRouter(deps),
  ];
}
