import Router from '@koa/router';
import { PageVisitSchema } from '@valuta/shared';
import { byAddress, rateLimit } from '../infra/rate-limit/middleware.js';
import { parseBody } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Page views of the public site, for the dashboard's unique visits. The site sends one per route it shows,
 * with a random per-tab id; nothing that identifies a person is stored (see services/forms/public-forms.ts).
 */
export function visitsRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/visits', rateLimit(services.rateLimiter, byAddress('visits', config.limits.addressPerMinute, 60_000)), async (ctx) => {
    const input = parseBody(ctx, PageVisitSchema);
    await services.publicForms.pageVisit(input);
    ctx.status = 204;
  });
  return router;
}
