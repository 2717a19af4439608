/** The agency's answer to an owner's request to move or cancel an appointment (appointment-requests.ts). */
import type { AdminAppointment, OwnerAreaAppointmentRequest, OwnerRequestDecision } from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { conflict, notFound } from '../infra/errors.js';
import { readOwnerRequest } from './appointment-requests.js';

const NO_PENDING_REQUEST_MESSAGE = 'Il proprietario non ha richieste in attesa per questo appuntamento.';

/**
 * POST /api/admin/appointments/:id/owner-request: the agency answers the owner's pending request. Accepting a
 * cancellation cancels the appointment (the owner gets the usual cancellation e-mail); accepting a move only
 * closes the request, and the staff set the new date with the usual reschedule, which tells the owner.
 * Audited.
 */
export function createAppointmentRequestsAdmin(deps: { db: Database; audit: AuditLog; appointments: Pick<AppointmentsAdmin, 'change' | 'present'> }) {
  const { db, audit, appointments } = deps;
  return {
    async decide(actor: AuditActor, id: number, decision: OwnerRequestDecision): Promise<AdminAppointment> {
      const appointment = await db.models.Appointment.findByPk(id);
      if (!appointment) throw notFound('Appuntamento non trovato.');
      const request = readOwnerRequest(appointment.ownerRequest);
      if (!request || request.state !== 'in_attesa') throw conflict(NO_PENDING_REQUEST_MESSAGE);
      const answered: OwnerAreaAppointmentRequest = { ...request, state: decision.state };
      await db.write(async (transaction) => {
        await appointment.update({ ownerRequest: { ...answered } }, { transaction });
        await audit.record(
          actor,
          {
            action: 'appointment.owner_request_answered',
            entityType: 'appointment',
            entityId: id,
            before: { request },
            after: { request: answered },
          },
          transaction,
        );
      });
      if (request.kind === 'cancel' && decision.state === 'accettata' && appointment.status !== 'cancelled') {
        return appointments.change(actor, id, { action: 'cancel', reason: `Su richiesta del proprietario: ${request.reason ?? ''}`.trim() });
      }
      const [presented] = await appointments.present([appointment]);
      return presented!;
    },
  };
}
