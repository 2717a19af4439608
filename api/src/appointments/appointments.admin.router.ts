/**
 * The back office's appointments: GET /api/admin/appointments (the list and the week agenda),
 * GET /api/admin/appointments/assignees (who can go) and PATCH /api/admin/appointments/:id (one change of
 * state, audited). Every member who works leads may work appointments.
 */
import Router from '@koa/router';
import {
  AppointmentChangeSchema,
  AppointmentsQuerySchema,
  OwnerRequestDecisionSchema,
  type AppointmentAssigneesResponse,
  type AppointmentChangeResponse,
  type AppointmentsListResponse,
} from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { AppointmentParamsSchema } from './appointments.schema.js';

export function appointmentsAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/appointments' });
  const { appointmentsAdmin, reads } = services;

  router.get(
    '/',
    validate({ query: AppointmentsQuerySchema }, async (ctx) => {
      const actor = signedInAdmin(ctx.state);
      const appointments = await appointmentsAdmin.list(ctx.state.input.query, actor.id);
      await reads.record(actor, {
        action: 'read.appointments',
        entityType: 'appointment',
        entityId: '*',
        details: { ...ctx.state.input.query, ids: appointments.map((appointment) => appointment.id) },
      });
      ctx.body = { appointments } satisfies AppointmentsListResponse;
    }),
  );

  router.get('/assignees', async (ctx) => {
    ctx.body = { assignees: await appointmentsAdmin.assignees() } satisfies AppointmentAssigneesResponse;
  });

  // The owner's request to move or cancel, from their area: accepted or declined (owner-area/appointment-requests.admin.ts).
  router.post(
    '/:id/owner-request',
    validate({ params: AppointmentParamsSchema, body: OwnerRequestDecisionSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const appointment = await services.appointmentRequests.decide(signedInAdmin(ctx.state), params.id, body);
      ctx.body = { success: true, appointment } satisfies AppointmentChangeResponse;
    }),
  );

  router.patch(
    '/:id',
    validate({ params: AppointmentParamsSchema, body: AppointmentChangeSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const appointment = await appointmentsAdmin.change(signedInAdmin(ctx.state), params.id, body);
      ctx.body = { success: true, appointment } satisfies AppointmentChangeResponse;
    }),
  );

  return router;
}
