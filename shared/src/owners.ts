/**
 * The home owners as the back office's 'Utenti' view reads them (under /api/admin/users): each owner with
 * their valuations, leads, appointments and chats, the statuses as that view words them, and taking an owner's
 * name and phone from one of their leads.
 */
import { z } from 'zod';
import { NumericIdSchema } from './admin-fields.js';
import type { AdminAppointment } from './appointments/index.js';
import { labelOf } from './labels.js';
import type { AdminConversation } from './leads/index.js';
import type { AdminValuation } from './valuation/index.js';

/** How a contact is shown on an owner's card (a display mapping, not a stored value). */
export const OWNER_CONTACT_STATUSES = ['nuovo', 'contattato', 'appuntamento', 'chiuso'] as const;
export type OwnerContactStatus = (typeof OWNER_CONTACT_STATUSES)[number];
export const OWNER_CONTACT_STATUS_LABELS: Record<OwnerContactStatus, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  appuntamento: 'Appuntamento',
  chiuso: 'Chiuso',
};
export const ownerContactStatusLabel = labelOf(OWNER_CONTACT_STATUS_LABELS, 'Nuovo');

/**
 * How an appointment is shown on an owner's card: the API sends confirmed as 'programmato', cancelled as
 * 'annullato' and pending as it is; anything else reads 'In attesa' too.
 */
export const OWNER_APPOINTMENT_STATUSES = ['pending', 'programmato', 'completato', 'annullato'] as const;
export type OwnerAppointmentStatus = (typeof OWNER_APPOINTMENT_STATUSES)[number];
export const OWNER_APPOINTMENT_STATUS_LABELS: Record<OwnerAppointmentStatus, string> = {
  pending: 'In attesa',
  programmato: 'Programmato',
  completato: 'Completato',
  annullato: 'Annullato',
};
export const ownerAppointmentStatusLabel = labelOf(OWNER_APPOINTMENT_STATUS_LABELS, 'In attesa');

export interface OwnerSummary {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  created_at: string;
  last_valuation_date: string | null;
  valuations_count: number;
  gdpr_consent: boolean;
}

/** GET /api/admin/users: every owner (the page searches and pages them). */
export type OwnersListResponse = OwnerSummary[];

/** GET /api/admin/users/{id} */
export interface OwnerDetail extends OwnerSummary {
  gdpr_consent_at: string | null;
  contacts_count: number;
  appointments_count: number;
  completed_valuations_count: number;
}

/** A lead of the owner, as the owner's card shows it (status in the card's words). */
export interface OwnerContact {
  id: number;
  created_at: string;
  /** The name and phone typed in the lead's own form. */
  name: string;
  phone: string;
  /** Whether they differ from the owner's own (the same e-mail typed by somebody else, or a new number). */
  differs_from_user: boolean;
  valuation_id: string | null;
  service_type: string;
  status: OwnerContactStatus;
  admin_notes: string | null;
}

/** An appointment of the owner, as the owner's card shows it (status in the card's words). */
export interface OwnerAppointment extends Omit<AdminAppointment, 'status'> {
  status: OwnerAppointmentStatus;
}

/** The tabs of an owner's card: GET /api/admin/users/{id}/{part}. */
export interface OwnerPartResponses {
  valuations: AdminValuation[];
  contacts: OwnerContact[];
  appointments: OwnerAppointment[];
  conversations: AdminConversation[];
}

export const INVALID_OWNER_ID_MESSAGE = 'ID utente non valido';
export const OWNER_NOT_FOUND_MESSAGE = 'Utente non trovato';

export const OwnerIdSchema = NumericIdSchema(INVALID_OWNER_ID_MESSAGE);

/**
 * PUT /api/admin/users/{id}/details: the owner's name and phone become those of one of their leads. A form
 * never changes an existing owner (its e-mail proves nothing); the staff, who see both, decide.
 */
export const OwnerDetailsFromContactSchema = z.object({
  fromContactId: z.number({ error: 'Scegli il contatto da cui prendere i dati.' }).int().positive(),
});
export type OwnerDetailsFromContact = z.infer<typeof OwnerDetailsFromContactSchema>;
