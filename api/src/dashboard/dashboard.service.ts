/**
 * The dashboard's figures, computed from what the public side records: page visits (unique visitor
 * sessions) and events (chats started, valuations done, contact forms completed); the chat funnel from the
 * steps of Amelia's messages; the speed to lead from the audit log. Every query is plain SQL that SQLite and
 * PostgreSQL read alike, except reading a JSON field, written per dialect; durations are computed here.
 */
import { Op, QueryTypes } from 'sequelize';
import {
  DASHBOARD_RECENT_CONTACTS,
  formatIsoDay,
  median,
  type ChatFunnel,
  type ConversionPoint,
  type DashboardError,
  type DashboardResponse,
  type DashboardStats,
  type TimeFilter,
} from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import { isoOf, toIso } from '../infra/db/dates.js';
import { periodStart } from '../infra/db/period.js';
import type { Database } from '../infra/db/index.js';
import type { EventType } from '../models/AppEvent.js';
import { NOT_WORK_ACTIONS, type LeadsAdmin } from '../leads/leads.admin.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONVERSION_DAYS = 30;
const UPCOMING_APPOINTMENTS = 5;
const RECENT_ERRORS = 5;

const COUNTED_EVENTS: EventType[] = ['chat_started', 'valuation_completed', 'contact_form_completed'];

/** Forms per chat as a percent with one decimal; 0 before the first chat. */
export function conversionRate(chats: number, forms: number): number {
  if (chats <= 0) return 0;
  return Math.round((forms / chats) * 1000) / 10;
}

/** The epoch milliseconds of a raw row's date: a Date from PostgreSQL, a string from SQLite. */
function timeOf(value: unknown): number | null {
  const iso = toIso(value as Date | string | null);
  return iso ? new Date(iso).getTime() : null;
}

/** Where a chat stopped: the step of Amelia's last question, unless that is the end. */
const END_STEP = 'completed';

export function createDashboard({
  db,
  leads,
  appointments,
}: {
  db: Database;
  leads: Pick<LeadsAdmin, 'latest'>;
  appointments: Pick<AppointmentsAdmin, 'present'>;
}) {
  /** The start of the period as a query bound (the epoch for all time). */
  const sinceOf = (period: TimeFilter, now: Date) => periodStart(period, now) ?? new Date(0);
  async function eventCounts(): Promise<Record<string, number>> {
    const rows = await db.sequelize.query<{ type: string; count: number | string }>(
      'SELECT type, COUNT(id) AS count FROM events WHERE type IN (:types) GROUP BY type',
      { type: QueryTypes.SELECT, replacements: { types: COUNTED_EVENTS } },
    );
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
  }

  async function uniqueVisitors(): Promise<number> {
    const [row] = await db.sequelize.query<{ visitors: number | string }>('SELECT COUNT(DISTINCT visitor_hash) AS visitors FROM page_visits', {
      type: QueryTypes.SELECT,
    });
    return Number(row?.visitors ?? 0);
  }

  /**
   * Average seconds from a chat's start to its end, from the recorded events: 'chat_started' and the first
   * 'contact_form_completed' of the same conversation (the chat's last step), for chats started in the period.
   */
  async function averageChatSeconds(since: Date): Promise<number | null> {
    const rows = await db.sequelize.query<{ started: unknown; ended: unknown }>(
      `SELECT s.created_at AS started, MIN(e.created_at) AS ended
         FROM events s JOIN events e ON e.valuation_id = s.valuation_id AND e.type = 'contact_form_completed'
        WHERE s.type = 'chat_started' AND s.created_at >= :since
        GROUP BY s.id, s.created_at`,
      { type: QueryTypes.SELECT, replacements: { since } },
    );
    const durations = rows
      .map((row) => {
        const [started, ended] = [timeOf(row.started), timeOf(row.ended)];
        return started !== null && ended !== null && ended >= started ? (ended - started) / 1000 : null;
      })
      .filter((seconds): seconds is number => seconds !== null);
    if (durations.length === 0) return null;
    return Math.round(durations.reduce((sum, seconds) => sum + seconds, 0) / durations.length);
  }

  /**
   * The funnel of the chats started in the period: for each step named in Amelia's messages, how many chats
   * reached it and how many stopped there (their last question), most reached first; steps reached by as many
   * chats (nobody left between them) keep the order the chats asked them in, so the table reads as the chat
   * goes. The steps come from the stored messages, so a reordered or new step shows as it is.
   */
  async function chatFunnel(since: Date): Promise<ChatFunnel> {
    const step = db.dialect === 'postgres' ? "m.metadata->>'step'" : "json_extract(m.metadata, '$.step')";
    const [rows, [started]] = await Promise.all([
      db.sequelize.query<{ valuation_id: string; step: string; first_id: number | string }>(
        `SELECT m.valuation_id, ${step} AS step, MIN(m.id) AS first_id
           FROM chat_messages m
          WHERE m.role = 'assistant' AND ${step} IS NOT NULL
            AND m.valuation_id IN (SELECT valuation_id FROM events WHERE type = 'chat_started' AND created_at >= :since)
          GROUP BY m.valuation_id, ${step}`,
        { type: QueryTypes.SELECT, replacements: { since } },
      ),
      db.sequelize.query<{ count: number | string }>("SELECT COUNT(id) AS count FROM events WHERE type = 'chat_started' AND created_at >= :since", {
        type: QueryTypes.SELECT,
        replacements: { since },
      }),
    ]);
    const reached = new Map<string, number>();
    const last = new Map<string, { step: string; id: number }>();
    for (const row of rows) {
      reached.set(row.step, (reached.get(row.step) ?? 0) + 1);
      const id = Number(row.first_id);
      const current = last.get(row.valuation_id);
      if (!current || id > current.id) last.set(row.valuation_id, { step: row.step, id });
    }
    // Where each step came in its chats (0 for the first question asked), summed to place steps of equal reach.
    const positionSum = new Map<string, number>();
    const byChat = new Map<string, typeof rows>();
    for (const row of rows) {
      const chat = byChat.get(row.valuation_id);
      if (chat) chat.push(row);
      else byChat.set(row.valuation_id, [row]);
    }
    for (const chatSteps of byChat.values()) {
      chatSteps
        .sort((a, b) => Number(a.first_id) - Number(b.first_id))
        .forEach((row, position) => positionSum.set(row.step, (positionSum.get(row.step) ?? 0) + position));
    }
    const meanPosition = (name: string) => (positionSum.get(name) ?? 0) / (reached.get(name) ?? 1);
    const leftAt = new Map<string, number>();
    let completed = 0;
    for (const { step: lastStep } of last.values()) {
      if (lastStep === END_STEP) completed += 1;
      else leftAt.set(lastStep, (leftAt.get(lastStep) ?? 0) + 1);
    }
    const steps = [...reached.entries()]
      .map(([name, count]) => ({ step: name, reached: count, leftHere: leftAt.get(name) ?? 0 }))
      .sort((a, b) => b.reached - a.reached || meanPosition(a.step) - meanPosition(b.step) || a.step.localeCompare(b.step));
    return { started: Number(started?.count ?? 0), completed, steps };
  }

  /**
   * The median wait of the period's leads for their first audited change by staff, and how many were worked.
   * A lead nobody has touched yet has no wait to count.
   */
  async function speedToLead(since: Date): Promise<{ median: number | null; worked: number; total: number }> {
    const rows = await db.sequelize.query<{ created_at: unknown; first_change: unknown }>(
      `SELECT c.created_at, MIN(a.created_at) AS first_change
         FROM contacts c
         LEFT JOIN audit_log a ON a.entity_type = 'contact' AND a.entity_id = CAST(c.id AS VARCHAR(40))
              AND a.action NOT IN (:notWork) AND a.action NOT LIKE 'read.%'
        WHERE c.created_at >= :since
        GROUP BY c.id, c.created_at`,
      { type: QueryTypes.SELECT, replacements: { since, notWork: NOT_WORK_ACTIONS } },
    );
    const waits = rows
      .map((row) => {
        const [arrived, changed] = [timeOf(row.created_at), timeOf(row.first_change)];
        return arrived !== null && changed !== null ? Math.max(0, Math.round((changed - arrived) / 1000)) : null;
      })
      .filter((seconds): seconds is number => seconds !== null);
    const middle = median(waits);
    return { median: middle === null ? null : Math.round(middle), worked: waits.length, total: rows.length };
  }

  async function lastContactAt(): Promise<string | null> {
    const latest = await db.models.Contact.findOne({ attributes: ['createdAt'], order: [['createdAt', 'DESC']] });
    return latest ? isoOf(latest.createdAt) : null;
  }

  function recentContacts() {
    return leads.latest(DASHBOARD_RECENT_CONTACTS);
  }

  /** Confirmed appointments still to come, soonest first. */
  async function upcomingAppointments(now: Date) {
    const rows = await db.models.Appointment.findAll({
      where: { status: 'confirmed', scheduledAt: { [Op.gte]: now } },
      order: [
        ['scheduledAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: UPCOMING_APPOINTMENTS,
    });
    return appointments.present(rows);
  }

  /** E-mails the outbox has not managed to deliver: the failures staff should know about. */
  async function recentErrors(): Promise<DashboardError[]> {
    const failures = await db.models.OutboxEmail.findAll({
      attributes: ['id', 'kind', 'subject', 'lastError', 'attempts', 'updatedAt'],
      where: { [Op.or]: [{ status: 'failed' }, { status: 'pending', attempts: { [Op.gt]: 0 } }] },
      order: [['updatedAt', 'DESC']],
      limit: RECENT_ERRORS,
    });
    return failures.map((email) => ({
      id: email.id,
      kind: email.kind,
      subject: email.subject,
      error: email.lastError ?? null,
      attempts: email.attempts,
      at: isoOf(email.updatedAt),
    }));
  }

  /** Chats started and forms completed per day (agency time), the last 30 days, oldest first. */
  async function conversionSeries(now: Date): Promise<ConversionPoint[]> {
    const since = new Date(now.getTime() - (CONVERSION_DAYS - 1) * DAY_MS);
    const days = Array.from({ length: CONVERSION_DAYS }, (_, index) => formatIsoDay(new Date(since.getTime() + index * DAY_MS)));
    const points = new Map<string, ConversionPoint>(days.map((date) => [date, { date, chats: 0, forms: 0 }]));
    const events = await db.models.AppEvent.findAll({
      attributes: ['type', 'createdAt'],
      where: {
        type: { [Op.in]: ['chat_started', 'contact_form_completed'] },
        createdAt: { [Op.gte]: new Date(since.getTime() - DAY_MS) },
      },
      raw: true,
    });
    for (const event of events) {
      // A raw row: a Date from PostgreSQL but a string from SQLite, and toIso reads both.
      const at = toIso(event.createdAt);
      const point = at ? points.get(formatIsoDay(at)) : undefined;
      if (!point) continue;
      if (event.type === 'chat_started') point.chats += 1;
      else point.forms += 1;
    }
    return [...points.values()];
  }

  async function figures(period: TimeFilter = '30days', now = new Date()): Promise<DashboardResponse> {
    const since = sinceOf(period, now);
    const [counts, visitors, avgChatTime, lastContact, contacts, upcoming, errors, series, funnel, wait] = await Promise.all([
      eventCounts(),
      uniqueVisitors(),
      averageChatSeconds(since),
      lastContactAt(),
      recentContacts(),
      upcomingAppointments(now),
      recentErrors(),
      conversionSeries(now),
      chatFunnel(since),
      speedToLead(since),
    ]);
    const chatsStarted = counts.chat_started ?? 0;
    const formsCompleted = counts.contact_form_completed ?? 0;
    const stats: DashboardStats = {
      visitors,
      valuations: counts.valuation_completed ?? 0,
      chatsStarted,
      formsCompleted,
      conversionRate: conversionRate(chatsStarted, formsCompleted),
      avgChatTime,
      lastContact,
    };
    return {
      stats,
      recentContacts: contacts,
      recentErrors: errors,
      upcomingAppointments: upcoming,
      conversionData: series,
      period,
      speedToLeadMedian: wait.median,
      speedToLeadCounts: { worked: wait.worked, total: wait.total },
      chatFunnel: funnel,
    };
  }

  return {
    /** GET /api/admin/dashboard[?period]: the figures, the latest leads, coming appointments, delivery failures, the funnel. */
    figures,
  };
}
