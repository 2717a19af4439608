/** GET /api/admin/dashboard: the figures, the latest leads, open appointments and delivery failures. */
import Router from '@koa/router';
import type { AppState } from '../infra/http/state.js';
import type { RouteDeps } from '../routes.js';

export function dashboardAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  router.get('/dashboard', async (ctx) => {
    ctx.body = await services.dashboard.figures();
  });
  return router;
}
