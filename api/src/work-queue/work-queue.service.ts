/**
 * 'Da fare': what needs a person now, most urgent first. Four groups, each read from its index (work-queue.sql.ts):
 * new leads not yet contacted, appointment requests to confirm, next actions due today or overdue, today's
 * confirmed appointments. Each row is due at an instant (a new lead: its first-contact deadline, counted within the
 * opening hours; a request: its arrival plus the same time; a next action: its time; an appointment: its start),
 * and the rows come by that instant, so whatever is overdue comes first. A consulente's queue holds their rows and
 * the unassigned ones; a titolare's holds everything, or one member's.
 */
import {
  PUBLIC_TIME_SLOT_LABELS,
  QUEUE_ACTION_LABELS,
  WORK_QUEUE_COUNT_CAP,
  WORK_QUEUE_LIMIT,
  type AppointmentSource,
  type AppointmentStatus,
  type ContactStatus,
  type LeadType,
  type NextActionKind,
  type QueueAction,
  type QueueActionKind,
  type QueueRow,
  type QueueRowKind,
  type TimeSlot,
  type WorkQueueCountsResponse,
  type WorkQueueQuery,
  type WorkQueueResponse,
} from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { forbidden } from '../infra/errors.js';
import type { SignedInAdmin } from '../infra/http/state.js';
import { mailtoLink, telLink, whatsappLink } from '../lead-work/contact-links.js';
import { dateOf } from '../infra/db/dates.js';
import { nextActionOf, type NextActionColumns } from '../lead-work/next-action.columns.js';
import type { WorkSettingsService } from '../lead-work/work-settings.service.js';
import { afterOpeningMinutes, endOfTurinDay, startOfTurinDay } from '../lead-work/working-time.js';
import { appointmentRows, leadRows, queueCounts, queueKeys, type QueueScope, type Window } from './work-queue.sql.js';

const ONLY_YOURS_MESSAGE = 'Puoi vedere solo i tuoi contatti e quelli non assegnati.';

/** A row as the statements read it (SQLite gives dates as text, PostgreSQL as Date objects). */
interface Row extends NextActionColumns {
  contact_id: number | string | null;
  appointment_id?: number | string;
  name: string | null;
  phone: string | null;
  email: string | null;
  created_at: Date | string;
  preferred_time: string | null;
  message: string | null;
  status: ContactStatus | null;
  lead_type: LeadType | null;
  who_id: number | string | null;
  who_name: string | null;
  who_email: string | null;
  estimated_value: number | string | null;
  min_value: number | string | null;
  max_value: number | string | null;
  city: string | null;
  a_status?: AppointmentStatus;
  a_source?: AppointmentSource;
  requested_date?: string | null;
  requested_time?: string | null;
  scheduled_at?: Date | string | null;
}

const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));

function action(kind: QueueActionKind, href: string | null = null): QueueAction {
  return { kind, label: QUEUE_ACTION_LABELS[kind], href };
}

/** The one button of a lead's row: call when there is a number, else write, else open the card. */
function reachOut(row: Row, kind: NextActionKind = 'call'): QueueAction {
  const tel = telLink(row.phone);
  const whatsapp = whatsappLink(row.phone);
  const mail = mailtoLink(row.email);
  if (kind === 'whatsapp' && whatsapp) return action('whatsapp', whatsapp);
  if (kind === 'email' && mail) return action('email', mail);
  if (kind === 'other') return action('open');
  if (tel) return action('call', tel);
  if (mail) return action('email', mail);
  return action('open');
}

export function createWorkQueue({ db, settings, now }: { db: Database; settings: Pick<WorkSettingsService, 'rules'>; now: () => Date }) {
  const sql = db.statements;

  /** Who the queue holds for this member and filter; a consulente's never reaches another member's rows. */
  function scopeOf(viewer: SignedInAdmin, member: WorkQueueQuery['member']): QueueScope {
    if (viewer.role !== 'titolare') {
      if (member === undefined) return { kind: 'mine', id: viewer.id };
      if (member === 'me' || member === viewer.id) return { kind: 'member', id: viewer.id };
      if (member === 'none') return { kind: 'unassigned' };
      throw forbidden(ONLY_YOURS_MESSAGE);
    }
    if (member === undefined) return { kind: 'all' };
    if (member === 'none') return { kind: 'unassigned' };
    return { kind: 'member', id: member === 'me' ? viewer.id : member };
  }

  async function counted(scope: QueueScope, window: Window) {
    const statement = queueCounts(scope, window, WORK_QUEUE_COUNT_CAP);
    const [row] = await sql.all<Record<'fresh' | 'requests' | 'due' | 'today', number | string>>(statement.sql, statement.params);
    const requests = Number(row?.requests ?? 0);
    const all = Number(row?.fresh ?? 0) + requests + Number(row?.due ?? 0) + Number(row?.today ?? 0);
    return { todo: Math.min(WORK_QUEUE_COUNT_CAP, all), appointmentsToConfirm: requests };
  }

  /** Today on Turin's clock. */
  const windowAt = (at: Date): Window => ({ dayStart: startOfTurinDay(at), dayEnd: endOfTurinDay(at) });

  return {
    /** GET /api/admin/work-queue */
    async queue(viewer: SignedInAdmin, query: WorkQueueQuery): Promise<WorkQueueResponse> {
      const scope = scopeOf(viewer, query.member);
      const at = now();
      const window = windowAt(at);
      // The agency's rules, the first keys of each group and their counts at once; then the page's rows by id, so
      // the wide joins run for the shown rows only.
      const keysStatement = queueKeys(scope, window, WORK_QUEUE_LIMIT);
      const [rules, keyRows, counts] = await Promise.all([
        settings.rules(),
        sql.all<{ kind: QueueRowKind; id: number | string; at: Date | string }>(keysStatement.sql, keysStatement.params),
        counted(scope, window),
      ]);
      const firstContactDue = (since: Date) => afterOpeningMinutes(since, rules.firstContactMinutes, rules.week);
      const keys = keyRows
        .map((key) => {
          const instant = dateOf(key.at);
          const dueAt = key.kind === 'new_lead' || key.kind === 'appointment_request' ? firstContactDue(instant) : instant;
          return { kind: key.kind, id: Number(key.id), dueAt };
        })
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.kind.localeCompare(b.kind) || a.id - b.id)
        .slice(0, WORK_QUEUE_LIMIT);
      const leadIds = keys.filter((key) => key.kind === 'new_lead' || key.kind === 'next_action').map((key) => key.id);
      const appointmentIds = keys.filter((key) => key.kind === 'appointment_request' || key.kind === 'appointment_today').map((key) => key.id);
      const leadsStatement = leadIds.length > 0 ? leadRows(leadIds) : null;
      const appointmentsStatement = appointmentIds.length > 0 ? appointmentRows(appointmentIds) : null;
      const [leads, appointments] = await Promise.all([
        leadsStatement ? sql.all<Row>(leadsStatement.sql, leadsStatement.params) : [],
        appointmentsStatement ? sql.all<Row>(appointmentsStatement.sql, appointmentsStatement.params) : [],
      ]);
      const leadById = new Map(leads.map((row) => [Number(row.contact_id), row]));
      const appointmentById = new Map(appointments.map((row) => [Number(row.appointment_id), row]));

      const rowOf = (kind: QueueRowKind, row: Row, dueAt: Date, queueAction: QueueAction): QueueRow => {
        const createdAt = dateOf(row.created_at);
        const contactId = numberOrNull(row.contact_id);
        const appointmentId = numberOrNull(row.appointment_id);
        const nextAction = nextActionOf(row);
        const whoId = numberOrNull(row.who_id);
        const value = numberOrNull(row.estimated_value);
        const overdue = kind !== 'appointment_today' && dueAt.getTime() < at.getTime();
        return {
          key: `${kind}:${appointmentId ?? contactId}`,
          kind,
          dueAt: dueAt.toISOString(),
          overdue,
          late: kind === 'new_lead' && overdue,
          contactId,
          appointmentId,
          name: row.name ?? row.phone ?? '—',
          phone: row.phone,
          email: row.email,
          createdAt: createdAt.toISOString(),
          ageSeconds: Math.max(0, Math.round((at.getTime() - createdAt.getTime()) / 1000)),
          callbackWindow: row.preferred_time ? (PUBLIC_TIME_SLOT_LABELS[row.preferred_time as TimeSlot] ?? null) : null,
          message: row.message || null,
          status: row.status,
          leadType: row.lead_type,
          assignee: whoId !== null ? { id: whoId, name: row.who_name ?? row.who_email ?? '' } : null,
          estimate: value !== null ? { value, min: numberOrNull(row.min_value), max: numberOrNull(row.max_value), city: row.city } : null,
          nextAction,
          appointment: row.a_status
            ? {
                status: row.a_status,
                source: row.a_source ?? 'chat',
                requestedDate: row.requested_date ?? null,
                requestedTime: row.requested_time ?? null,
                scheduledAt: row.scheduled_at ? dateOf(row.scheduled_at).toISOString() : null,
              }
            : null,
          action: queueAction,
        };
      };

      const rows = keys.flatMap((key) => {
        const isLead = key.kind === 'new_lead' || key.kind === 'next_action';
        const row = isLead ? leadById.get(key.id) : appointmentById.get(key.id);
        // A row gone between the two reads (deleted meanwhile) is left out.
        if (!row) return [];
        const button =
          key.kind === 'new_lead'
            ? reachOut(row)
            : key.kind === 'next_action'
              ? reachOut(row, row.na_kind ?? 'call')
              : key.kind === 'appointment_request'
                ? action('confirm')
                : action('open');
        return [rowOf(key.kind, row, key.dueAt, button)];
      });
      return { rows, total: counts.todo, now: at.toISOString(), firstContactMinutes: rules.firstContactMinutes };
    },

    /** GET /api/admin/work-queue/counts: the signed-in member's queue (a titolare's: everything), counted. */
    async counts(viewer: SignedInAdmin): Promise<WorkQueueCountsResponse> {
      return counted(scopeOf(viewer, undefined), windowAt(now()));
    },
  };
}
