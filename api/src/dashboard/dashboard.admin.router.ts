import Router from '@koa/router';
import { dashboard } from './dashboard.service.js';
import type { RouteDeps } from '../route-deps.js';

/** GET /api/admin/dashboard: the figures, the latest leads, open appointments and delivery failures. */
export function dashboardRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });
  router.get('/dashboard', async (ctx) => {
    ctx.body = await dashboard(db);
  });
  return router;
}
