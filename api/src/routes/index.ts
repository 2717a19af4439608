import type Router from '@koa/router';
import type { RouteDeps } from './context.js';
import { adminRouters } from './admin/admin.router.js';
import { authRouter } from './auth/auth.router.js';
import { healthRouter } from './health/health.router.js';

/** Every resource router, in mount order. A resource adds its router here. */
export function apiRouters(deps: RouteDeps): Router[] {
  return [healthRouter(deps), authRouter(deps), ...adminRouters(deps)];
}
