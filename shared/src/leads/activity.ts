/**
 * A lead's 'Attività': everything that happened to it, newest first, each entry with its author and time. Notes
 * are added, never overwritten; calls carry their outcome; WhatsApp messages and e-mails opened from the card,
 * status and lead-type changes, assignments, appointments, sale outcomes and next actions are written by the
 * server as they happen.
 */
import { z } from 'zod';
import { TOO_LONG_MESSAGE } from '../fields.js';
import { MAX_LONG_TEXT_LENGTH } from '../limits.js';
import type { AppointmentStatus } from '../appointments/index.js';
import type { LeadOutcomeKind } from '../outcomes.js';
import type { NextAction, NextActionInput } from './next-action.js';
import type { ContactStatus, LeadType } from './statuses.js';

export const ACTIVITY_KINDS = [
  'note',
  'call',
  'whatsapp',
  'email',
  'status',
  'lead_type',
  'assignment',
  'appointment',
  'outcome',
  'next_action',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  note: 'Nota',
  call: 'Chiamata',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  status: 'Stato',
  lead_type: 'Tipo di lead',
  assignment: 'Assegnazione',
  appointment: 'Appuntamento',
  outcome: 'Esito',
  next_action: 'Prossima azione',
};

/** How a call went. 'Non risponde' and 'Richiamare' propose the next action. */
export const CALL_OUTCOMES = ['answered', 'no_answer', 'wrong_number', 'call_back'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  answered: 'Risposto',
  no_answer: 'Non risponde',
  wrong_number: 'Numero errato',
  call_back: 'Richiamare',
};

/** The channels a message is sent through from the card. */
export const MESSAGE_CHANNELS = ['whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', email: 'E-mail' };

/** What each kind of entry holds. */
export type ActivityPayload =
  | { kind: 'note'; text: string; /** True for the single note of before the timeline, moved here as its first entry. */ migrated?: boolean }
  | { kind: 'call'; outcome: CallOutcome; note: string | null }
  | { kind: 'whatsapp' | 'email'; templateId: string | null; subject: string | null; text: string }
  | { kind: 'status'; from: ContactStatus | null; to: ContactStatus }
  | { kind: 'lead_type'; from: LeadType | null; to: LeadType }
  | { kind: 'assignment'; from: ActivityPerson | null; to: ActivityPerson | null }
  | {
      kind: 'appointment';
      appointmentId: number;
      /** 'requested' when the owner asked for it; otherwise the change staff made. */
      change: 'requested' | 'confirm' | 'reschedule' | 'done' | 'no_show' | 'cancel';
      status: AppointmentStatus;
      scheduledAt: string | null;
      assignee: ActivityPerson | null;
      reason: string | null;
    }
  | { kind: 'outcome'; outcome: LeadOutcomeKind | null; price: number | null }
  | { kind: 'next_action'; nextAction: NextAction | null };

/** A member named in an entry (its author, an assignee), as they were called when it was written. */
export interface ActivityPerson {
  id: number;
  name: string;
}

/** One entry of the timeline. */
export interface LeadActivity {
  id: number;
  contactId: number;
  kind: ActivityKind;
  /** When it happened (an ISO instant). */
  at: string;
  /** Who did it; null for what the owner or the server did (an appointment requested from the site). */
  author: ActivityPerson | null;
  payload: ActivityPayload;
}

/** GET /api/admin/contacts/{id}/activities: newest first, with the lead's next action. */
export interface LeadActivitiesResponse {
  activities: LeadActivity[];
  nextAction: NextAction | null;
}

const NOTE_MESSAGE = 'Scrivi il testo della nota.';
const noteText = z.string({ error: NOTE_MESSAGE }).trim().min(1, { error: NOTE_MESSAGE }).max(MAX_LONG_TEXT_LENGTH, { error: TOO_LONG_MESSAGE });

/** POST /api/admin/contacts/{id}/notes: a new note; earlier ones stay as they were. */
export const NoteCreateSchema = z.object({ text: noteText }, { error: NOTE_MESSAGE });
export type NoteCreate = z.output<typeof NoteCreateSchema>;

/**
 * POST /api/admin/contacts/{id}/calls: a call and how it went. `callbackAt` is the time the owner gave when the
 * outcome is 'Richiamare' (an ISO instant); without it the proposal is two hours later.
 */
export const CallLogSchema = z.object(
  {
    outcome: z.enum(CALL_OUTCOMES, { error: "Indica com'è andata la chiamata." }),
    note: z
      .string({ error: 'Nota non valida.' })
      .trim()
      .max(MAX_LONG_TEXT_LENGTH, { error: TOO_LONG_MESSAGE })
      .optional()
      .transform((value) => value || null),
    callbackAt: z.iso.datetime({ offset: true, error: 'Indica quando richiamare con una data e un orario validi.' }).optional(),
  },
  { error: "Indica com'è andata la chiamata." },
);
export type CallLog = z.output<typeof CallLogSchema>;
export type CallLogInput = z.input<typeof CallLogSchema>;

/** The answer to a new note or a new call. */
export interface ActivityCreatedResponse {
  success: true;
  activity: LeadActivity;
}

/**
 * The answer to a logged call: the entry, and for 'Non risponde' and 'Richiamare' the next action the server
 * proposes (not saved: PUT …/next-action saves it as it is or changed).
 */
export interface CallLoggedResponse extends ActivityCreatedResponse {
  proposedNextAction: NextActionInput | null;
}

/**
 * POST /api/admin/contacts/{id}/messages: a WhatsApp message or an e-mail the member opened from the card (the
 * text as it was sent to their app), logged in the timeline. The server sends nothing itself.
 */
export const MessageLogSchema = z.object(
  {
    channel: z.enum(MESSAGE_CHANNELS, { error: 'Canale non valido.' }),
    templateId: z.string({ error: 'Modello non valido.' }).max(40, { error: 'Modello non valido.' }).nullable().default(null),
    subject: z.string({ error: 'Oggetto non valido.' }).trim().max(200, { error: TOO_LONG_MESSAGE }).nullable().default(null),
    text: z.string({ error: 'Scrivi il testo del messaggio.' }).trim().min(1, { error: 'Scrivi il testo del messaggio.' }).max(MAX_LONG_TEXT_LENGTH, {
      error: TOO_LONG_MESSAGE,
    }),
  },
  { error: 'Messaggio non valido.' },
);
export type MessageLog = z.output<typeof MessageLogSchema>;
export type MessageLogInput = z.input<typeof MessageLogSchema>;
