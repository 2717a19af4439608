/**
 * Where every appointment starts: a request for a call or a meeting, stored 'pending' for staff to work, from
 * the chat after the estimate, the booking form or the consultation form. Each caller writes it in the
 * transaction of its own record, so the request and the appointment are stored together or not at all.
 */
import type { Transaction } from 'sequelize';
import type { Database } from '../infra/db/index.js';
import type { Appointment } from '../models/Appointment.js';
import type { ConsentAttributes } from '../models/columns.js';

/** What the request came from: the chat's valuation and lead, or the form's own record. */
export type AppointmentOrigin =
  | { source: 'chat'; valuationId: string; userId: number; contactId: number | null }
  | { source: 'booking'; bookingId: number }
  | { source: 'consultation'; consultationRequestId: number };

/** What the owner asked for, with the consent record of the form that asked. */
export interface AppointmentAsked extends ConsentAttributes {
  name: string | null;
  email: string | null;
  phone: string;
  /** The part of the day to be called in ('mattina', …), when the form asks for one. */
  preferredTime?: string | null;
  whatsappOk?: boolean;
  /** The date and time the owner typed, when the form has them. */
  requestedDate?: string | null;
  requestedTime?: string | null;
  notes?: string | null;
}

/** The requested date and time are free text in a form; their columns keep 20 characters. */
const REQUESTED_MAX_LENGTH = 20;
const requestedText = (value: string | null | undefined) => (value ? value.slice(0, REQUESTED_MAX_LENGTH) : null);

export function requestAppointment(
  db: Pick<Database, 'models'>,
  origin: AppointmentOrigin,
  asked: AppointmentAsked,
  transaction: Transaction,
): Promise<Appointment> {
  return db.models.Appointment.create(
    {
      contactId: null,
      userId: null,
      valuationId: null,
      ...origin,
      ...asked,
      preferredTime: asked.preferredTime ?? null,
      requestedDate: requestedText(asked.requestedDate),
      requestedTime: requestedText(asked.requestedTime),
      notes: asked.notes ?? null,
    },
    { transaction },
  );
}
