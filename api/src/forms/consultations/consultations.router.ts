import Router from '@koa/router';
import { ConsultationSchema } from '@valuta/shared';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import { parseBody } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';

/** The house-change consultation payload (public spec §7 "POST /api/strategy-cambio-casa"). */
export function consultationsRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/strategy-cambio-casa', formRateLimit(services, config, 'consultation'), async (ctx) => {
    const input = parseBody(ctx, ConsultationSchema);
    const record = await services.publicForms.consultation(input);
    ctx.status = 201;
    ctx.body = { success: true, id: record.id };
  });
  return router;
}
