import Router from '@koa/router';
import { PartnerApplicationSchema } from '@valuta/shared';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import { parseBody } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';

/** The agent application of /diventa-partner (its end is not in the spec: stored, confirmed, e-mailed). */
export function partnerApplicationsRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/partner-applications', formRateLimit(services, config, 'partner-application'), async (ctx) => {
    const input = parseBody(ctx, PartnerApplicationSchema);
    const record = await services.publicForms.partnerApplication(input);
    ctx.status = 201;
    ctx.body = { success: true, id: record.id };
  });
  return router;
}
