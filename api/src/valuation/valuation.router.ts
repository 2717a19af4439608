import Router from '@koa/router';
import { ValuationCalculatePayloadSchema, ValuationIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { parseBody, parseParams } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

/** The estimate (public spec §7): computed once the owner left the contacts, then read by the result page. */
export function valuationRouter({ services }: RouteDeps) {
  const router = new Router({ prefix: '/api/valuation' });

  router.post('/calculate', async (ctx) => {
    const { valuationId } = parseBody(ctx, ValuationCalculatePayloadSchema);
    ctx.body = await services.chatLeads.calculate(valuationId);
  });

  router.get('/:valuationId', async (ctx) => {
    const { valuationId } = parseParams(ctx, z.object({ valuationId: ValuationIdSchema }));
    ctx.body = await services.chatLeads.page(valuationId);
  });

  return router;
}
