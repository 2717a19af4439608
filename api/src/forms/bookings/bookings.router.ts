/** POST /api/book-appointment: the public booking form of the free consultation. */
import Router from '@koa/router';
import { BookingSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { StoredRequestResponse } from '@valuta/shared/answers';

export function bookingsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/book-appointment',
    formRateLimit(services.rateLimiter, config, 'booking'),
    validate({ body: BookingSchema }, async (ctx) => {
      const record = await services.bookings.save(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: record.id } satisfies StoredRequestResponse;
    }),
  );
  return router;
}
