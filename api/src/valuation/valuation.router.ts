/**
 * The estimate of the result page: POST /api/valuation/calculate (computed once the owner has left the
 * contacts) and GET /api/valuation/:valuationId (the figures, read by the result page).
 */
import Router from '@koa/router';
import { ValuationCalculatePayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../routes.js';
import { ValuationParamsSchema } from './valuation.schema.js';

export function valuationRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/valuation' });
  const { valuations } = services;

  router.post(
    '/calculate',
    validate({ body: ValuationCalculatePayloadSchema }, async (ctx) => {
      ctx.body = await valuations.calculate(ctx.state.input.body.valuationId);
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
