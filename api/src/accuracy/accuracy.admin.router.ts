/** GET /api/admin/accuracy[?period]: how close the estimates came to the recorded sales, overall and per zone (every member). */
import Router from '@koa/router';
import { AccuracyQuerySchema, type AdminAccuracyResponse } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function accuracyAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  router.get(
    '/accuracy',
    validate({ query: AccuracyQuerySchema }, async (ctx) => {
      ctx.body = (await services.accuracy.admin(ctx.state.input.query.period)) satisfies AdminAccuracyResponse;
    }),
  );
  return router;
}
