/** An appointment request as the back office reads it (shared/src/admin-api.ts AdminAppointment). */
import type { AdminAppointment } from '@valuta/shared';
import { isoOf } from '../infra/db/dates.js';
import type { Appointment } from '../infra/db/models/Appointment.js';

export function presentAppointment(appointment: Appointment, contactName: string | null = null): AdminAppointment {
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
  };
}
