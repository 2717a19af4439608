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

/** How a contact is shown in the user view (a display mapping, not a stored value). */
export const USER_CONTACT_STATUSES = ['nuovo', 'contattato', 'appuntamento', 'chiuso'] as const;
export type UserContactStatus = (typeof USER_CONTACT_STATUSES)[number];
export const USER_CONTACT_STATUS_LABELS: Record<UserContactStatus, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  appuntamento: 'Appuntamento',
  chiuso: 'Chiuso',
};
export const userContactStatusLabel = labelOf(USER_CONTACT_STATUS_LABELS, 'Nuovo');

/**
 * How an appointment is shown in the user view: the API sends confirmed as 'programmato', cancelled as
 * 'annullato' and pending as it is; anything else reads 'In attesa' too.
 */
export const USER_APPOINTMENT_STATUSES = ['pending', 'programmato', 'completato', 'annullato'] as const;
export type UserAppointmentStatus = (typeof USER_APPOINTMENT_STATUSES)[number];
export const USER_APPOINTMENT_STATUS_LABELS: Record<UserAppointmentStatus, string> = {
  pending: 'In attesa',
  programmato: 'Programmato',
  completato: 'Completato',
  annullato: 'Annullato',
};
export const userAppointmentStatusLabel = labelOf(USER_APPOINTMENT_STATUS_LABELS, 'In attesa');

export interface AdminUserSummary {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  created_at: string;
  last_valuation_date: string | null;
  valuations_count: number;
  gdpr_consent: boolean;
}

/** GET /api/admin/users: every user (the page searches and pages them). */
export type UsersListResponse = AdminUserSummary[];

/** GET /api/admin/users/{id} */
export interface AdminUserDetail extends AdminUserSummary {
  gdpr_consent_at: string | null;
  contacts_count: number;
  appointments_count: number;
  completed_valuations_count: number;
}

/** A lead of the user, as the user view shows it (status in the user view's words). */
export interface AdminUserContact {
  id: number;
  created_at: string;
  /** The name and phone typed in the lead's own form. */
  name: string;
  phone: string;
  /** Whether they differ from the user's own (the same e-mail typed by somebody else, or a new number). */
  differs_from_user: boolean;
  valuation_id: string | null;
  service_type: string;
  status: UserContactStatus;
  admin_notes: string | null;
}

/** An appointment of the user, as the user view shows it (status in the user view's words). */
export interface AdminUserAppointment extends Omit<AdminAppointment, 'status'> {
  status: UserAppointmentStatus;
}

/** The user view's tabs: GET /api/admin/users/{id}/{part}. */
export interface UserPartResponses {
  valuations: AdminValuation[];
  contacts: AdminUserContact[];
  appointments: AdminUserAppointment[];
  conversations: AdminConversation[];
}

export const INVALID_USER_ID_MESSAGE = 'ID utente non valido';
export const USER_NOT_FOUND_MESSAGE = 'Utente non trovato';

export const UserIdSchema = NumericIdSchema(INVALID_USER_ID_MESSAGE);

/**
 * PUT /api/admin/users/{id}/details: the user's name and phone become those of one of their leads. A form
 * never changes an existing user (its e-mail proves nothing); the staff, who see both, decide.
 */
export const UserDetailsFromContactSchema = z.object({
  fromContactId: z.number({ error: 'Scegli il contatto da cui prendere i dati.' }).int().positive(),
});
export type UserDetailsFromContact = z.infer<typeof UserDetailsFromContactSchema>;
