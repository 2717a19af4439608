/**
 * 'Da fare', the back office's landing page: what needs a person now, most urgent first. New leads not yet
 * contacted, appointment requests to confirm, next actions due today or overdue, today's confirmed appointments.
 * A consulente sees theirs and the unassigned ones; a titolare sees all, or one member's. Each row carries its one
 * next action as a button, and what the row shows.
 */
import { z } from 'zod';
import { blankToUndefined } from '../fields.js';
import type { AppointmentSource, AppointmentStatus } from '../appointments/index.js';
import type { ContactStatus, LeadType, NextAction } from '../leads/index.js';
import type { QueueActionKind, QueueRowKind } from './labels.js';

export * from './labels.js';

export interface QueueAction {
  kind: QueueActionKind;
  label: string;
  /**
   * Where the button leads: `tel:+39…` for a call, `https://wa.me/39…` for WhatsApp, `mailto:…` for an e-mail;
   * null for 'Conferma' (the appointment's confirm dialog) and 'Apri' (the lead's card, or the appointment).
   */
  href: string | null;
}

export interface QueueRow {
  /** Stable across refreshes, e.g. 'new_lead:12', 'appointment_request:7', for React keys and the notification. */
  key: string;
  kind: QueueRowKind;
  /**
   * What the order is by: a new lead's first-contact deadline, a request's arrival, a next action's time, an
   * appointment's start (ISO instants). Rows come sorted: overdue first, then by this instant.
   */
  dueAt: string;
  /** dueAt is past. */
  overdue: boolean;
  /** A new lead not contacted within the agency's first-contact time (counted within its opening hours). */
  late: boolean;
  /** The chat lead the row is about (the card to open); null for an appointment request from a form. */
  contactId: number | null;
  /** The appointment the row is about ('appointment_request', 'appointment_today'). */
  appointmentId: number | null;
  name: string;
  phone: string | null;
  email: string | null;
  /** When the lead (or the request) arrived, and how many seconds ago. */
  createdAt: string;
  ageSeconds: number;
  /** The callback window the owner chose, as the owner was told it: 'Mattina (9:00-13:00)'; null when none. */
  callbackWindow: string | null;
  /** What the owner wrote, if anything (the contact form's message, the appointment's notes). */
  message: string | null;
  status: ContactStatus | null;
  leadType: LeadType | null;
  /** The member working the lead (or going to the appointment), null while nobody is. */
  assignee: { id: number; name: string } | null;
  /** The estimate the owner was shown, when there is one. */
  estimate: { value: number; min: number | null; max: number | null; city: string | null } | null;
  nextAction: NextAction | null;
  appointment: {
    status: AppointmentStatus;
    source: AppointmentSource;
    requestedDate: string | null;
    requestedTime: string | null;
    scheduledAt: string | null;
  } | null;
  action: QueueAction;
}

/** GET /api/admin/work-queue[?member]: 'me', 'none' (the unassigned), or a member's id (a titolare's filter). */
export const WorkQueueQuerySchema = z.object({
  member: z.preprocess(
    blankToUndefined,
    z.union([z.literal('me'), z.literal('none'), z.coerce.number().int().positive()], { error: 'Filtro membro non valido.' }).optional(),
  ),
});
export type WorkQueueQuery = z.output<typeof WorkQueueQuerySchema>;

/** The most rows one answer carries; `total` says how many there are. */
export const WORK_QUEUE_LIMIT = 100;

export interface WorkQueueResponse {
  rows: QueueRow[];
  /** Every row that matches, beyond the first WORK_QUEUE_LIMIT too, up to WORK_QUEUE_COUNT_CAP. */
  total: number;
  /** The server's clock when it answered, for the ages the page counts on from. */
  now: string;
  /** The agency's 'Tempo di primo contatto', in minutes. */
  firstContactMinutes: number;
}

/**
 * GET /api/admin/work-queue/counts: the sidebar's badges, cheap enough to poll every few seconds. 'Da fare'
 * counts the rows of the signed-in member's own queue (a titolare's: everything); 'Appuntamenti' the requests
 * still to confirm in it.
 */
export interface WorkQueueCountsResponse {
  /** Up to WORK_QUEUE_COUNT_CAP. */
  todo: number;
  /** Up to WORK_QUEUE_COUNT_CAP. */
  appointmentsToConfirm: number;
}
