/**
 * The estimate of the result page: POST /api/valuation/calculate (computed once the owner has left the
 * contacts), GET /api/valuation/:valuationId (the figures, read by the result page) and POST
 * /api/valuation/refine (the details answered after the estimate: a new version of it, limited like a form).
 */
import Router from '@koa/router';
import { RefineValuationPayloadSchema, ValuationCalculatePayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { formRateLimit } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';
import { ValuationParamsSchema } from './valuation.schema.js';

export function valuationRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/valuation' });
  const { valuations } = services;

  router.post(
    '/calculate',
    validate({ body: ValuationCalculatePayloadSchema }, async (ctx) => {
      ctx.body = await valuations.calculate(ctx.state.input.body.valuationId);
    }),
  );

  router.post(
    '/refine',
    formRateLimit(services.rateLimiter, config, 'valuation-refine'),
    validate({ body: RefineValuationPayloadSchema }, async (ctx) => {
      const { valuationId, details } = ctx.state.input.body;
      ctx.body = await valuations.refine(valuationId, details);
    }),
  );

  // A malformed id is answered like a body field (400 with `fields`), an unknown one 404 by the service.
  router.get(
    '/:valuationId',
    validate({ params: ValuationParamsSchema, invalidParams: 'fields' }, async (ctx) => {
      ctx.body = await valuations.page(ctx.state.input.params.valuationId);
    }),
  );

  return router;
}
