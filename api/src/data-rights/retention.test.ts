import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@valuta/shared';
import { loadConfig } from '../infra/config/env.js';
import type { Models } from '../models/index.js';
import { readDatabaseFiles } from '../test/database-files.js';
import { createLead, createSellerContact, recordEvents, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { retentionCutoff } from './retention.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const monthsAgo = (months: number) => retentionCutoff(new Date(), months);

/** Moves a lead's rows back in time, as if nobody had touched them since `date`. */
async function age(models: Models, lead: Awaited<ReturnType<typeof createLead>>, date: Date) {
  const set = (sql: string, id: number | string) => context.db.sequelize.query(sql, { replacements: { date, id } });
  await set('UPDATE contacts SET created_at = :date, updated_at = :date WHERE id = :id', lead.contact.id);
  await set('UPDATE users SET created_at = :date, updated_at = :date WHERE id = :id', lead.owner.id);
  await set('UPDATE valuations SET created_at = :date, updated_at = :date, completed_at = :date WHERE id = :id', lead.valuation.id);
  await set('UPDATE chat_messages SET created_at = :date WHERE valuation_id = :id', lead.valuation.id);
  await models.AppEvent.create({ type: 'valuation_completed', valuationId: lead.valuation.id, metadata: null, createdAt: date });
}

async function dashboardFigures() {
  const response = await admin.get<DashboardResponse>('/api/admin/dashboard');
  expect(response.status).toBe(200);
  return { stats: response.body.stats, conversionData: response.body.conversionData };
}

describe('the retention job', () => {
  it('anonymises people with no activity for RETENTION_MONTHS, keeps the others, and the dashboard figures', async () => {
    const { models } = context.db;
    const longAgo = monthsAgo(30);
    const inactive = await createLead(models, { name: 'Anna Vecchi', email: 'anna.vecchi@example.it', phone: '348 100 2000' });
    await age(models, inactive, longAgo);
    const returned = await createLead(models, { name: 'Bruno Ritorno', email: 'bruno.ritorno@example.it', phone: '348 300 4000' });
    await age(models, returned, longAgo);
    // Bruno came back last month through another form: his older rows are kept too.
    await createSellerContact(models, { fullName: 'Bruno Ritorno', email: 'Bruno.Ritorno@example.it', phone: '3483004000' });
    const recent = await createLead(models, { name: 'Carla Nuova', email: 'carla.nuova@example.it', phone: '348 500 6000' });
    await recordEvents(models, 'chat_started', 3, longAgo);
    const before = await dashboardFigures();

    const outcome = await context.app.services.retention.run();
    expect(outcome.people).toBe(1);
    expect(outcome.rows).toMatchObject({ contatti: 1, utenti: 1, valutazioni: 1, conversazione: 4 });

    const anna = await models.Contact.findByPk(inactive.contact.id);
    expect(anna).toMatchObject({
      name: '',
      email: `cancellato-contatti-${inactive.contact.id}@anonimo.invalid`,
      phone: '',
      status: inactive.contact.status,
    });
    expect(anna!.createdAt.getTime()).toBe(longAgo.getTime());
    expect(await models.Owner.findByPk(inactive.owner.id)).toMatchObject({
      name: null,
      phone: null,
      email: `cancellato-utenti-${inactive.owner.id}@anonimo.invalid`,
    });
    expect(await models.ChatMessage.count({ where: { valuationId: inactive.valuation.id } })).toBe(0);
    expect(await models.Contact.findByPk(returned.contact.id)).toMatchObject({ email: 'bruno.ritorno@example.it' });
    expect(await models.Contact.findByPk(recent.contact.id)).toMatchObject({ email: 'carla.nuova@example.it' });

    // Counts by period are computed from rows that are still there.
    expect(await dashboardFigures()).toEqual(before);

    const entry = await models.AuditLogEntry.findOne({ where: { action: 'retention_anonymise' } });
    expect(entry!.after).toEqual({ months: 24, people: 1, rows: outcome.rows });
    expect(JSON.stringify(entry!.toJSON())).not.toMatch(/anna|vecchi|348/i);
    // On SQLite, not even in the database's files: no old version of her rows, in the file or its log.
    const files = (await readDatabaseFiles(context)) ?? '';
    expect(['anna.vecchi@example.it', '348 100 2000'].filter((trace) => files.includes(trace))).toEqual([]);

    // A second run finds nobody left to anonymise.
    expect(await context.app.services.retention.run()).toEqual({ people: 0, rows: {} });
  });

  it('reads RETENTION_MONTHS, 24 by default', () => {
    expect(context.config.retentionMonths).toBe(24);
    expect(loadConfig({ NODE_ENV: 'test', RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
    expect(retentionCutoff(new Date('2026-11-26T00:00:00Z'), 24).toISOString()).toBe('2024-11-26T00:00:00.000Z');
  });
});
