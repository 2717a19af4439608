import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { requireAdmin } from '../../http/require-admin.js';
import type { RouteDeps } from '../context.js';
import { assistanceRouter } from './assistance/assistance.router.js';
import { contactsRouter } from './contacts/contacts.router.js';
import { dashboardRouter } from './dashboard/dashboard.router.js';
import { exportsRouter } from './exports/exports.router.js';
import { sellerContactsRouter } from './seller-contacts/seller-contacts.router.js';
import { unsupportedCitiesRouter } from './unsupported-cities/unsupported-cities.router.js';
import { usersRouter } from './users/users.router.js';

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
