/**
 * POST /api/visits: a page view of the public site, for the dashboard's unique visits. The site sends one
 * per route it shows, with a random per-tab id; nothing that identifies a person is stored (visits.service.ts).
 */
import Router from '@koa/router';
import { PageVisitSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { addressRateLimit } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';

export function visitsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/visits',
    addressRateLimit(services.rateLimiter, config, 'visits'),
    validate({ body: PageVisitSchema }, async (ctx) => {
      await services.visits.record(ctx.state.input.body);
      ctx.status = 204;
    }),
  );
  return router;
}
