/** POST /api/partner-applications: the agent application of /diventa-partner (stored, confirmed, e-mailed). */
import Router from '@koa/router';
import { PartnerApplicationSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { StoredRequestResponse } from '@valuta/shared/answers';

export function partnerApplicationsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/partner-applications',
    formRateLimit(services.rateLimiter, config, 'partner-application'),
    validate({ body: PartnerApplicationSchema }, async (ctx) => {
      const record = await services.partnerApplications.save(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: record.id } satisfies StoredRequestResponse;
    }),
  );
  return router;
}
