import Router from '@koa/router';
import { AppointmentSavePayloadSchema } from '@valuta/shared';
import { formRateLimit } from '../../http/form-rate-limit.js';
import { parseBody } from '../../http/validate.js';
import type { RouteDeps } from '../context.js';

/** POST /api/appointment/save: the appointment form bubble after the estimate. */
export function appointmentRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/appointment' });

  router.post('/save', formRateLimit(services, config, 'appointment'), async (ctx) => {
    ctx.status = 201;
    ctx.body = await services.appointments.save(parseBody(ctx, AppointmentSavePayloadSchema));
  });

  return router;
}
