/** POST /api/strategy-cambio-casa: the house-change consultation form. */
import Router from '@koa/router';
import { ConsultationSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { StoredRequestResponse } from '@valuta/shared/answers';

export function consultationsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/strategy-cambio-casa',
    formRateLimit(services.rateLimiter, config, 'consultation'),
    validate({ body: ConsultationSchema }, async (ctx) => {
      const record = await services.consultations.save(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: record.id } satisfies StoredRequestResponse;
    }),
  );
  return router;
}
