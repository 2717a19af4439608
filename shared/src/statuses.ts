/**
 * Every status the back office works with, and its Italian labels. Values are what the API stores, accepts
 * and sends (the response types of admin-api.ts carry these unions); labels are what the UIs show, with a
 * fallback for a value the label tables do not know.
 */

import { labelOf } from './labels.js';

export const CONTACT_STATUSES = ['new', 'read', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Nuovo',
  read: 'Letto',
  contacted: 'Contattato',
  closed: 'Chiuso',
};
export const contactStatusLabel = labelOf(CONTACT_STATUS_LABELS, 'Nuovo');

/** The contacts list and the contact card label lead types differently: the list reads LIST, the card DETAIL. */
export const LEAD_TYPES = ['hot', 'curious', 'unknown'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LIST_LABELS: Record<LeadType, string> = {
  hot: 'Interessato',
  curious: 'Curioso',
  unknown: 'Da valutare',
};
export const LEAD_TYPE_DETAIL_LABELS: Record<LeadType, string> = {
  hot: 'Alto interesse',
  curious: 'Interessato',
  unknown: 'Da classificare',
};
export const leadTypeListLabel = labelOf(LEAD_TYPE_LIST_LABELS, LEAD_TYPE_LIST_LABELS.unknown);
export const leadTypeDetailLabel = labelOf(LEAD_TYPE_DETAIL_LABELS, LEAD_TYPE_DETAIL_LABELS.unknown);

export const ASSISTANCE_STATUSES = ['new', 'in_progress', 'completed'] as const;
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];
/** Plural labels of the assistance filter. */
export const ASSISTANCE_STATUS_FILTER_LABELS: Record<AssistanceStatus, string> = {
  new: 'Nuove',
  in_progress: 'In lavorazione',
  completed: 'Completate',
};
/** Singular labels of a single request. */
export const ASSISTANCE_STATUS_LABELS: Record<AssistanceStatus, string> = {
  new: 'Nuova',
  in_progress: 'In lavorazione',
  completed: 'Completata',
};
export const assistanceStatusLabel = labelOf(ASSISTANCE_STATUS_LABELS, 'Nuova');

export const SELLER_CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type SellerContactStatus = (typeof SELLER_CONTACT_STATUSES)[number];
export const SELLER_CONTACT_STATUS_LABELS: Record<SellerContactStatus, string> = {
  new: 'Nuovo',
  contacted: 'Contattato',
  closed: 'Chiuso',
};
export const sellerContactStatusLabel = labelOf(SELLER_CONTACT_STATUS_LABELS, 'Nuovo');

export const UNSUPPORTED_CITY_STATUSES = ['nuovo', 'contattato', 'completato', 'non_interessato'] as const;
export type UnsupportedCityStatus = (typeof UNSUPPORTED_CITY_STATUSES)[number];
export const UNSUPPORTED_CITY_STATUS_LABELS: Record<UnsupportedCityStatus, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  completato: 'Completato',
  non_interessato: 'Non interessato',
};

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
 * An appointment's life: requested ('pending') → confirmed with a date → done or no-show; a requested or
 * confirmed one may be cancelled with a reason. The transitions are in appointments.ts.
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'done', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Richiesto',
  confirmed: 'Confermato',
  done: 'Svolto',
  no_show: 'Non presentato',
  cancelled: 'Annullato',
};
export const appointmentStatusLabel = labelOf(APPOINTMENT_STATUS_LABELS, 'Richiesto');

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
