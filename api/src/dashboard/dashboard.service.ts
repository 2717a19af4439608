/**
 * The dashboard's figures, computed from what the public side records: page visits (unique visitor
 * sessions) and events (chats started, valuations done, contact forms completed). Every query is plain SQL
 * that SQLite and PostgreSQL read alike, except the one date difference, written per dialect.
 */
import { Op, QueryTypes } from 'sequelize';
import {
  DASHBOARD_RECENT_CONTACTS,
  formatIsoDay,
  type ConversionPoint,
  type DashboardError,
  type DashboardResponse,
  type DashboardStats,
} from '@valuta/shared';
import { presentAppointment } from '../appointments/appointments.presenter.js';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import type { EventType } from '../infra/db/models/AppEvent.js';
import type { LeadsAdmin } from '../leads/leads.admin.service.js';

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

export function createDashboard({ db, leads }: { db: Database; leads: Pick<LeadsAdmin, 'presentRows'> }) {
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

  /** Average seconds from the start of a chat to its completed valuation. */
  async function averageChatSeconds(): Promise<number | null> {
    const seconds =
      db.dialect === 'postgres'
        ? 'EXTRACT(EPOCH FROM (completed_at - created_at))'
        : // Sequelize stores SQLite dates as 'YYYY-MM-DD HH:MM:SS.SSS +00:00'; julianday reads the first 23 characters.
          '(julianday(substr(completed_at, 1, 23)) - julianday(substr(created_at, 1, 23))) * 86400.0';
    const [row] = await db.sequelize.query<{ average: number | string | null }>(
      `SELECT AVG(${seconds}) AS average FROM valuations WHERE completed_at IS NOT NULL`,
      { type: QueryTypes.SELECT },
    );
    const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
    return average === null || !Number.isFinite(average) ? null : Math.round(average);
  }

  async function lastContactAt(): Promise<string | null> {
    const latest = await db.models.Contact.findOne({ attributes: ['createdAt'], order: [['createdAt', 'DESC']] });
    return latest ? isoOf(latest.createdAt) : null;
  }

  async function recentContacts() {
    const rows = await db.models.Contact.findAll({
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: DASHBOARD_RECENT_CONTACTS,
    });
    return leads.presentRows(rows);
  }

  /**
   * Open appointments: those with a date from today on, soonest first, then the callback requests the chat
   * makes (a time slot, no date), newest first.
   */
  async function upcomingAppointments(now: Date) {
    const { Appointment, Contact } = db.models;
    const open = { status: { [Op.in]: ['pending', 'confirmed'] } };
    const [dated, undated] = await Promise.all([
      Appointment.findAll({
        where: { ...open, requestedDate: { [Op.gte]: formatIsoDay(now) } },
        order: [
          ['requestedDate', 'ASC'],
          ['requestedTime', 'ASC'],
        ],
        limit: UPCOMING_APPOINTMENTS,
      }),
      Appointment.findAll({
        where: { ...open, requestedDate: null },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: UPCOMING_APPOINTMENTS,
      }),
    ]);
    const appointments = [...dated, ...undated].slice(0, UPCOMING_APPOINTMENTS);
    const contactIds = appointments.map((appointment) => appointment.contactId).filter((id): id is number => id !== null);
    const contacts = contactIds.length > 0 ? await Contact.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: contactIds } } }) : [];
    const names = new Map(contacts.map((contact) => [contact.id, contact.name]));
    return appointments.map((appointment) =>
      presentAppointment(appointment, appointment.contactId !== null ? (names.get(appointment.contactId) ?? null) : null),
    );
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

  async function figures(now = new Date()): Promise<DashboardResponse> {
    const [counts, visitors, avgChatTime, lastContact, contacts, appointments, errors, series] = await Promise.all([
      eventCounts(),
      uniqueVisitors(),
      averageChatSeconds(),
      lastContactAt(),
      recentContacts(),
      upcomingAppointments(now),
      recentErrors(),
      conversionSeries(now),
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
    return { stats, recentContacts: contacts, recentErrors: errors, upcomingAppointments: appointments, conversionData: series };
  }

  return {
    /** GET /api/admin/dashboard: the figures, the latest leads, open appointments and delivery failures. */
    figures,
  };
}
