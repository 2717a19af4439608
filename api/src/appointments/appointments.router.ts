import Router from '@koa/router';
import { AppointmentSavePayloadSchema } from '@valuta/shared';
import { formRateLimit } from '../infra/rate-limit/rules.js';
import { parseBody } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

/** POST /api/appointment/save: the appointment form bubble after the estimate. */
export function appointmentRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/appointment' });

  router.post('/save', formRateLimit(services, config, 'appointment'), async (ctx) => {
    ctx.status = 201;
    ctx.body = await services.appointments.save(parseBody(ctx, AppointmentSavePayloadSchema));
  });

  return router;
}
