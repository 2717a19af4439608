/**
 * A lead's card in the back office: the lead with its valuations, appointments, chat and outcome, how long it
 * waited for staff, and the changes the card makes (one field at a time) or the lead's deletion.
 */
import { z } from 'zod';
import { AdminNotesSchema, INVALID_STATUS_MESSAGE } from '../admin-fields.js';
import type { AdminAppointment } from '../appointments/index.js';
import type { LeadOutcomeEvent, LeadOutcomeView } from '../outcomes.js';
import type { AdminValuation } from '../valuation/index.js';
import type { AdminConversation } from './conversation.js';
import type { LeadWork } from './next-action.js';
import { CONTACT_STATUSES, LEAD_TYPES, type ContactStatus, type LeadType } from './statuses.js';

export * from './wait.js';

export interface ContactDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  updated_at: string;
  admin_notes: string | null;
  status: ContactStatus;
  lead_type: LeadType;
  /** What the owner wrote in the contact form. */
  notes: string | null;
  preferred_time: string | null;
  source: string;
  user_id: number | null;
  valuation_id: string | null;
  privacy_accepted: boolean;
  consent_email: boolean;
  consent_whatsapp: boolean;
  consents_recorded_at: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/contacts/{id}/details */
export interface ContactDetailsResponse {
  contact: ContactDetail;
  allUserValuations: AdminValuation[];
  valuationsCount: number;
  appointments: AdminAppointment[];
  /** The lead's own valuation (the one selected first). */
  valuation: AdminValuation | null;
  /** The chat of the selected valuation. */
  conversation: AdminConversation | null;
  /** How long the lead waited for its first change by staff. */
  speedToLead: SpeedToLead;
  /** What became of the home (mandate, sale, not sold), if recorded, and the outcome's changes, newest first. */
  outcome: LeadOutcomeView | null;
  outcomeHistory: LeadOutcomeEvent[];
  /** Its age, whether staff reached it and whether late, its next action. */
  work: LeadWork;
  /** What the owner asked for, for the top of the card: the callback window as they were told it ('Mattina (9:00-13:00)'). */
  callbackWindow: string | null;
}

/** PATCH /api/admin/contacts/{id}/update */
export interface ContactUpdateResponse {
  success: true;
  contact: ContactDetail;
}

/** DELETE /api/admin/contacts/{id}: the name of the lead that went, for the confirmation. */
export interface ContactDeleteResponse {
  success: true;
  name: string;
}

/** A lead's wait: when staff first changed it, and the seconds from its arrival; both null while untouched. */
export interface SpeedToLead {
  firstChangeAt: string | null;
  waitedSeconds: number | null;
}

const INVALID_LEAD_TYPE_MESSAGE = 'Tipo di lead non valido.';
export const ONE_CONTACT_FIELD_MESSAGE = 'Indica un solo campo da aggiornare: note, stato o tipo di lead.';

const CONTACT_UPDATE_FIELDS = ['adminNotes', 'status', 'leadType'] as const;

/**
 * PATCH /api/admin/contacts/{id}/update: exactly one of adminNotes, status, leadType. Each change
 * is one decision of the administrator, saved at once and written to the audit log on its own.
 */
export const ContactUpdateSchema = z
  .object({
    adminNotes: AdminNotesSchema.optional(),
    status: z.enum(CONTACT_STATUSES, { error: INVALID_STATUS_MESSAGE }).optional(),
    leadType: z.enum(LEAD_TYPES, { error: INVALID_LEAD_TYPE_MESSAGE }).optional(),
  })
  .refine((update) => CONTACT_UPDATE_FIELDS.filter((field) => update[field] !== undefined).length === 1, {
    error: ONE_CONTACT_FIELD_MESSAGE,
  });
export type ContactUpdate = z.output<typeof ContactUpdateSchema>;
