/** An appointment as the back office reads it (shared/src/appointments AdminAppointment). */
import { DEFAULT_APPOINTMENT_MINUTES, allowedActions, type AdminAppointment } from '@valuta/shared';
import { isoOf } from '../infra/db/dates.js';
import type { Appointment } from '../models/Appointment.js';

/** When a confirmed appointment ends: its start plus its length (an hour unless staff said otherwise). */
export function endOf(appointment: Pick<Appointment, 'scheduledAt' | 'durationMinutes'>): Date | null {
  if (!appointment.scheduledAt) return null;
  return new Date(appointment.scheduledAt.getTime() + (appointment.durationMinutes ?? DEFAULT_APPOINTMENT_MINUTES) * 60_000);
}

export function presentAppointment(
  appointment: Appointment,
  contactName: string | null = null,
  assigneeName: string | null = null,
  leadAssigneeId: number | null = null,
): AdminAppointment {
  const ends = endOf(appointment);
  return {
    id: appointment.id,
    contact_id: appointment.contactId,
    user_id: appointment.userId,
    phone: appointment.phone,
    requested_date: appointment.requestedDate,
    requested_time: appointment.requestedTime,
    status: appointment.status,
    notes: appointment.notes,
    whatsapp_ok: appointment.whatsappOk,
    preferred_time: appointment.preferredTime,
    valuation_id: appointment.valuationId,
    created_at: isoOf(appointment.createdAt),
    contact_name: contactName,
    source: appointment.source,
    name: appointment.name ?? contactName,
    email: appointment.email,
    scheduled_at: appointment.scheduledAt ? isoOf(appointment.scheduledAt) : null,
    ends_at: ends ? isoOf(ends) : null,
    assignee_id: appointment.assigneeId,
    assignee_name: assigneeName,
    lead_assignee_id: leadAssigneeId,
    location: appointment.location,
    cancel_reason: appointment.cancelReason,
    actions: [...allowedActions(appointment.status)],
  };
}
