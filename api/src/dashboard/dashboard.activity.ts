/**
 * What the public side did, from what it records: page visits (unique visitor sessions) and events (chats
 * started, valuations done, contact forms completed), per period and per day. Plain SQL that SQLite and
 * PostgreSQL read alike; durations are computed here.
 */
import { Op, QueryTypes } from 'sequelize';
import { formatIsoDay, type ConversionPoint } from '@valuta/shared';
import { epochMsOf, toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import type { EventType } from '../models/AppEvent.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONVERSION_DAYS = 30;

const COUNTED_EVENTS: EventType[] = ['chat_started', 'valuation_completed', 'contact_form_completed'];

export async function eventCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db.sequelize.query<{ type: string; count: number | string }>(
    'SELECT type, COUNT(id) AS count FROM events WHERE type IN (:types) GROUP BY type',
    { type: QueryTypes.SELECT, replacements: { types: COUNTED_EVENTS } },
  );
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
}

export async function uniqueVisitors(db: Database): Promise<number> {
  const [row] = await db.sequelize.query<{ visitors: number | string }>('SELECT COUNT(DISTINCT visitor_hash) AS visitors FROM page_visits', {
    type: QueryTypes.SELECT,
  });
  return Number(row?.visitors ?? 0);
}

/**
 * Average seconds from a chat's start to its end, from the recorded events: 'chat_started' and the first
 * 'contact_form_completed' of the same conversation (the chat's last step), for chats started in the period.
 */
export async function averageChatSeconds(db: Database, since: Date): Promise<number | null> {
  const rows = await db.sequelize.query<{ started: unknown; ended: unknown }>(
    `SELECT s.created_at AS started, MIN(e.created_at) AS ended
       FROM events s JOIN events e ON e.valuation_id = s.valuation_id AND e.type = 'contact_form_completed'
      WHERE s.type = 'chat_started' AND s.created_at >= :since
      GROUP BY s.id, s.created_at`,
    { type: QueryTypes.SELECT, replacements: { since } },
  );
  const durations = rows
    .map((row) => {
      const [started, ended] = [epochMsOf(row.started), epochMsOf(row.ended)];
      return started !== null && ended !== null && ended >= started ? (ended - started) / 1000 : null;
    })
    .filter((seconds): seconds is number => seconds !== null);
  if (durations.length === 0) return null;
  return Math.round(durations.reduce((sum, seconds) => sum + seconds, 0) / durations.length);
}

/** Chats started and forms completed per day (agency time), the last 30 days, oldest first. */
export async function conversionSeries(db: Database, now: Date): Promise<ConversionPoint[]> {
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
