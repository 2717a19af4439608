/** GET /api/admin/dashboard[?period]: the figures, the latest leads, coming appointments, delivery failures, the funnel. */
import Router from '@koa/router';
import { DashboardQuerySchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function dashboardAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  router.get(
    '/dashboard',
    validate({ query: DashboardQuerySchema }, async (ctx) => {
      ctx.body = await services.dashboard.figures(ctx.state.input.query.period);
    }),
  );
  return router;
}
