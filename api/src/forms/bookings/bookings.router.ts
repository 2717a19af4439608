import Router from '@koa/router';
import { BookingSchema } from '@valuta/shared';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import { parseBody } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';

/** The public booking form (public spec §7 "POST /api/book-appointment"). */
export function bookingsRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/book-appointment', formRateLimit(services, config, 'booking'), async (ctx) => {
    const input = parseBody(ctx, BookingSchema);
    const record = await services.publicForms.booking(input);
    ctx.status = 201;
    ctx.body = { success: true, id: record.id };
  });
  return router;
}
