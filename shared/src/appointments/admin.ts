/**
 * Appointments as the back office works them: their states, where a request comes from, which changes each
 * state allows, the payloads of the changes and the answers of /api/admin/appointments. Dates travel as ISO
 * instants; the staff pick a day and a time in the agency's time zone (Europe/Rome), converted here.
 */
import { z } from 'zod';
import { TOO_LONG_MESSAGE, blankToUndefined } from '../fields.js';
import { agencyWallClock } from '../format.js';
import { labelOf } from '../labels.js';
import { MAX_LONG_TEXT_LENGTH } from '../limits.js';
import { AssigneeFilterSchema } from '../team.js';

/**
 * An appointment's life: requested ('pending') → confirmed with a date → done or no-show; a requested or
 * confirmed one may be cancelled with a reason. The transitions follow.
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

/** Where the request came from: the chat after the estimate, the booking form, the consultation form. */
export const APPOINTMENT_SOURCES = ['chat', 'booking', 'consultation'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const APPOINTMENT_SOURCE_LABELS: Record<AppointmentSource, string> = {
  chat: 'Chat',
  booking: 'Prenotazione',
  consultation: 'Consulenza cambio casa',
};

/** The changes staff make to an appointment. */
export const APPOINTMENT_ACTIONS = ['confirm', 'reschedule', 'done', 'no_show', 'cancel'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** Which change each state allows; a done, no-show or cancelled appointment is closed. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentAction[]> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['reschedule', 'done', 'no_show', 'cancel'],
  done: [],
  no_show: [],
  cancelled: [],
};

export function allowedActions(status: AppointmentStatus): readonly AppointmentAction[] {
  return APPOINTMENT_TRANSITIONS[status] ?? [];
}

/** The state each change leads to. */
export const APPOINTMENT_ACTION_RESULT: Record<AppointmentAction, AppointmentStatus> = {
  confirm: 'confirmed',
  reschedule: 'confirmed',
  done: 'done',
  no_show: 'no_show',
  cancel: 'cancelled',
};

export const APPOINTMENT_ACTION_LABELS: Record<AppointmentAction, string> = {
  confirm: 'Conferma',
  reschedule: 'Sposta',
  done: 'Svolto',
  no_show: 'Non presentato',
  cancel: 'Annulla',
};

export const DEFAULT_APPOINTMENT_MINUTES = 60;

const INVALID_DAY = 'Indica una data valida.';
const INVALID_TIME = 'Indica un orario valido.';
const INVALID_ASSIGNEE = 'Indica chi va all’appuntamento.';
const INVALID_DURATION = 'La durata deve essere tra 15 minuti e 8 ore.';
const MISSING_REASON = 'Indica il motivo dell’annullamento.';

const DaySchema = z
  .string({ error: INVALID_DAY })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: INVALID_DAY })
  .refine((value) => agencyDateTimeToUtc(value, '12:00') !== null, { error: INVALID_DAY });
const TimeSchema = z.string({ error: INVALID_TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: INVALID_TIME });

/** A date and time in Turin, who goes, for how long and where. */
const ScheduleFields = {
  date: DaySchema,
  time: TimeSchema,
  assigneeId: z.number({ error: INVALID_ASSIGNEE }).int({ error: INVALID_ASSIGNEE }).positive({ error: INVALID_ASSIGNEE }),
  durationMinutes: z
    .number({ error: INVALID_DURATION })
    .int({ error: INVALID_DURATION })
    .min(15, { error: INVALID_DURATION })
    .max(480, { error: INVALID_DURATION })
    .default(DEFAULT_APPOINTMENT_MINUTES),
  location: z.string({ error: 'Luogo non valido.' }).trim().max(200, { error: TOO_LONG_MESSAGE }).optional(),
};

/** PATCH /api/admin/appointments/{id}: one change, named by its action. */
export const AppointmentChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm'), ...ScheduleFields }),
    z.object({ action: z.literal('reschedule'), ...ScheduleFields }),
    z.object({ action: z.literal('done') }),
    z.object({ action: z.literal('no_show') }),
    z.object({
      action: z.literal('cancel'),
      reason: z.string({ error: MISSING_REASON }).trim().min(2, { error: MISSING_REASON }).max(MAX_LONG_TEXT_LENGTH, { error: TOO_LONG_MESSAGE }),
    }),
  ],
  { error: 'Operazione non valida.' },
);
export type AppointmentChange = z.output<typeof AppointmentChangeSchema>;
export type AppointmentChangeInput = z.input<typeof AppointmentChangeSchema>;

const INVALID_RANGE = 'Intervallo di date non valido.';

/** GET /api/admin/appointments[?status][&from&to]: the list, or one week of the agenda when from/to are given. */
export const AppointmentsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(['pending', 'confirmed', 'done', 'no_show', 'cancelled', 'open'], { error: 'Stato non valido.' }).optional(),
  ),
  from: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: INVALID_RANGE }).optional()),
  to: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: INVALID_RANGE }).optional()),
  /** Who goes: 'me' ('Solo i miei'), 'none' (nobody yet) or a member's id. */
  assignee: AssigneeFilterSchema,
});
export type AppointmentsQuery = z.output<typeof AppointmentsQuerySchema>;

/** An appointment as the back office lists it. */
export interface AdminAppointment {
  id: number;
  contact_id: number | null;
  user_id: number | null;
  phone: string;
  requested_date: string | null;
  requested_time: string | null;
  status: AppointmentStatus;
  notes: string | null;
  whatsapp_ok: boolean;
  preferred_time: string | null;
  valuation_id: string | null;
  created_at: string;
  /** Name of the lead, for the dashboard's list. */
  contact_name?: string | null;
  /** Where the request came from, and who asked (the form's name and e-mail, or the chat lead's). */
  source: AppointmentSource;
  name: string | null;
  email: string | null;
  /** When it takes place, once confirmed (an ISO instant), and until when. */
  scheduled_at: string | null;
  ends_at: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  /** The member the appointment's lead is assigned to, proposed as who goes; null without a lead or an assignment. */
  lead_assignee_id: number | null;
  location: string | null;
  cancel_reason: string | null;
  /** The changes its state allows, for the buttons. */
  actions: AppointmentAction[];
}

/** A member of staff who can go to an appointment. */
export interface AppointmentAssignee {
  id: number;
  name: string | null;
  email: string;
}

/** GET /api/admin/appointments */
export interface AppointmentsListResponse {
  appointments: AdminAppointment[];
}

/** GET /api/admin/appointments/assignees */
export interface AppointmentAssigneesResponse {
  assignees: AppointmentAssignee[];
}

/** PATCH /api/admin/appointments/{id}: the appointment as saved. */
export interface AppointmentChangeResponse {
  success: true;
  appointment: AdminAppointment;
}

/**
 * The instant of a day and time on Turin's clock, or null for a day that does not exist. A time skipped by the
 * spring change (02:30) reads as the hour after; a time seen twice in autumn reads as the first.
 */
export function agencyDateTimeToUtc(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  const check = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  // Turin is UTC+1 or UTC+2: try the earlier instant first, so an hour seen twice reads as the first.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const wall = agencyWallClock(candidate);
    if (wall.date === date && wall.time === time) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}
