/** POST /api/appointment/save: the appointment form that opens after the estimate. */
import Router from '@koa/router';
import { AppointmentSavePayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { formRateLimit } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';

export function appointmentsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/appointment' });

  router.post(
    '/save',
    formRateLimit(services.rateLimiter, config, 'appointment'),
    validate({ body: AppointmentSavePayloadSchema }, async (ctx) => {
      ctx.status = 201;
      ctx.body = await services.appointments.save(ctx.state.input.body);
    }),
  );

  return router;
}
