/**
 * The retention job: once a day, every person with no activity for RETENTION_MONTHS (24 by default) is
 * anonymised as 'Cancella dati' would do it. A person's activity is the latest change of any row about them
 * (a lead, a form, an appointment, a valuation, a message or e-mail) or with their e-mail or phone, so a lead
 * who came back last month keeps their older requests too. Rows are anonymised, not deleted (the conversation and e-mails aside), so
 * the dashboard's counts by period stay the same.
 */
import { Op } from 'sequelize';
import type { Database } from '../infra/db/index.js';
import type { Logger } from '../infra/logger.js';
import { erasePersonalRecords, findPersonalRecords, type Person, type PersonalRecords } from './data-rights.service.js';
import { PERSONAL_TABLES } from './personal-data.js';

const DAY_MS = 24 * 3_600_000;

/** The date `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** When a row last changed: its updatedAt, or its createdAt for the tables that only record that. */
function lastChange(row: Record<string, unknown>): number {
  const value = row.updatedAt ?? row.createdAt;
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : 0;
}

/**
 * The latest change of the person's rows, and of the rows sharing their e-mail or phone with another phone or
 * e-mail (left out of their export: they may be somebody else's, or the same person with a new number).
 */
function latestActivity(records: PersonalRecords): number {
  let latest = 0;
  for (const [table, rows] of [...records.tables, ...records.contradicting]) {
    // The audit log and the outbox record what the agency did, not what the person did.
    if (table.model === 'OutboxEmail') continue;
    for (const row of rows) latest = Math.max(latest, lastChange(row));
  }
  return latest;
}

/** An e-mail or phone that anonymisation already left (blank, or the .invalid placeholder). */
const isErased = (value: unknown) => typeof value !== 'string' || value.trim() === '' || value.endsWith('@anonimo.invalid');

type RowReader = { findAll(options: object): Promise<Array<{ get(options: { plain: true }): Record<string, unknown> }>> };

export function createRetention(deps: { db: Database; logger: Logger; months: number }) {
  const { db, logger, months } = deps;
  let timer: NodeJS.Timeout | null = null;

  /** The e-mail and phone of every row untouched since the cutoff that still names someone. */
  async function candidates(cutoff: Date): Promise<Person[]> {
    const people: Person[] = [];
    for (const table of PERSONAL_TABLES) {
      const columns = [...(table.emails ?? []), ...(table.phones ?? [])];
      if (columns.length === 0 || table.model === 'OutboxEmail') continue;
      const model = db.models[table.model] as unknown as RowReader & { getAttributes(): Record<string, unknown> };
      const changedAt = 'updatedAt' in model.getAttributes() ? 'updatedAt' : 'createdAt';
      const rows = await model.findAll({ attributes: ['id', ...columns], where: { [changedAt]: { [Op.lt]: cutoff } } });
      for (const row of rows.map((found) => found.get({ plain: true }))) {
        const emails = (table.emails ?? []).map((name) => row[name]).filter((value): value is string => !isErased(value));
        const phones = (table.phones ?? []).map((name) => row[name]).filter((value): value is string => !isErased(value));
        if (emails.length > 0 || phones.length > 0) people.push({ emails, phones });
      }
    }
    return people;
  }

  /** Anonymises everyone inactive since the cutoff; returns how many people and rows. */
  async function run(now = new Date()): Promise<{ people: number; rows: Record<string, number> }> {
    const cutoff = retentionCutoff(now, months);
    const seen = new Set<string>();
    const totals: Record<string, number> = {};
    let people = 0;
    for (const person of await candidates(cutoff)) {
      const key = [...person.emails.map((email) => email.toLowerCase()), ...person.phones].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const counts = await db.write(async (transaction) => {
        const records = await findPersonalRecords(db, person, transaction);
        if (latestActivity(records) >= cutoff.getTime()) return null;
        return erasePersonalRecords(db, records, transaction);
      });
      if (!counts) continue;
      people += 1;
      for (const [table, count] of Object.entries(counts)) totals[table] = (totals[table] ?? 0) + count;
    }
    if (people > 0) {
      await db.models.AuditLogEntry.create({
        adminUserId: null,
        adminEmail: null,
        action: 'retention_anonymise',
        entityType: 'retention',
        entityId: cutoff.toISOString().slice(0, 10),
        before: null,
        after: { months, people, rows: totals },
      });
      logger.info({ months, people, rows: totals }, 'retention: inactive people anonymised');
      await db.flushErased();
    }
    return { people, rows: totals };
  }

  return {
    run,
    /** Runs now and then once a day; several instances may run it, an anonymised person is not found again. */
    start(intervalMs = DAY_MS) {
      if (timer) return;
      const runLogged = () => void run().catch((error) => logger.error({ err: error }, 'retention job failed'));
      setImmediate(runLogged);
      timer = setInterval(runLogged, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
