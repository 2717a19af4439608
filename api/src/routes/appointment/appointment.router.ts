import Router from '@koa/router';
import { AppointmentSavePayloadSchema } from '@valuta/shared';
import { byAddress, rateLimit } from '../../http/rate-limit.js';
import { parseBody } from '../../http/validate.js';
import type { RouteDeps } from '../context.js';

/** POST /api/appointment/save: the appointment form bubble after the estimate. */
export function appointmentRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/appointment' });

  router.post('/save', rateLimit(services.rateLimiter, byAddress('forms:appointment', config.limits.formsPerHour, 3_600_000)), async (ctx) => {
    ctx.status = 201;
    ctx.body = await services.appointments.save(parseBody(ctx, AppointmentSavePayloadSchema));
  });

  return router;
}
