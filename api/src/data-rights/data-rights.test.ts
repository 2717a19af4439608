import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataPath, type ApiErrorBody, type PersonalDataEraseResponse } from '@valuta/shared';
import { QueryTypes, type Sequelize } from 'sequelize';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { seedPerson } from '../test/personal-records.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { readZip } from '../test/zip.js';

let context: TestContext;
let admin: TestClient;

const PERSON = { name: 'Giovanna Esposito', email: 'giovanna.esposito@example.it', phone: '+39 347 555 1212', address: 'Via Garibaldi 12' };
const OTHER = { name: 'Carlo Neri', email: 'carlo.neri@example.it', phone: '333 999 8877', address: 'Corso Francia 80' };

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

/** The database's own tables, models or not (a search table kept by triggers, SQLite's FTS5 shadow tables). */
async function tableNames(sequelize: Sequelize): Promise<string[]> {
  const sql =
    sequelize.getDialect() === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table'";
  const rows = await sequelize.query<{ name: string }>(sql, { type: QueryTypes.SELECT });
  return rows.map((row) => row.name);
}

/**
 * Every text and JSON value of every table of the database, lower-cased, to look for a person's traces: read
 * with SQL rather than through the models, so a table no model knows cannot keep them unseen.
 */
async function everyStoredValue(sequelize: Sequelize): Promise<string[]> {
  const values: string[] = [];
  for (const table of await tableNames(sequelize)) {
    const rows = await sequelize.query<Record<string, unknown>>(`SELECT * FROM ${sequelize.getQueryInterface().quoteIdentifier(table)}`, {
      type: QueryTypes.SELECT,
    });
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string') values.push(value.toLowerCase());
        else if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
          values.push(JSON.stringify(value).toLowerCase());
        }
      }
    }
  }
  return values;
}

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^39/, '');
const holds = (values: string[], who: typeof PERSON) =>
  values.some(
    (value) =>
      value.includes(who.email) ||
      value.replace(/\D/g, '').includes(digits(who.phone)) ||
      value.includes(who.name.toLowerCase()) ||
      value.includes(who.address.toLowerCase()),
  );

describe("a person's data rights", () => {
  it('exports everything held about them as a ZIP of one JSON file and readable CSVs', async () => {
    const seeded = await seedPerson(context.db.models, PERSON);
    await seedPerson(context.db.models, OTHER);

    const response = await admin.get(personalDataPath(seeded.contact.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="dati-personali-contatto-${seeded.contact.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );

    const files = readZip(response.bytes);
    const data = JSON.parse(files.get('dati.json')!.toString('utf8')) as { tabelle: Record<string, Array<Record<string, unknown>>> };
    const counts = Object.fromEntries(Object.entries(data.tabelle).map(([table, rows]) => [table, rows.length]));
    expect(counts).toEqual({
      contatti: 1,
      utenti: 1,
      valutazioni: 1,
      versioni_valutazione: 2,
      esiti: 1,
      conversazione: 5,
      appuntamenti: 1,
      richieste_venditori: 1,
      richieste_assistenza: 1,
      prenotazioni: 1,
      comuni_non_coperti: 1,
      email: 2,
      registro_attivita: 1,
    });
    // The consents with their times, and nothing of the other person.
    expect(data.tabelle.prenotazioni![0]).toMatchObject({
      consentEmail: true,
      consentsRecordedAt: '2026-03-01T10:00:00.000Z',
      privacyNoticeVersion: '2025-07',
    });
    expect(JSON.stringify(data)).not.toContain(OTHER.email);
    expect([...files.keys()].sort()).toEqual([...Object.keys(data.tabelle).map((table) => `${table}.csv`), 'dati.json'].sort());
    const contactsCsv = files.get('contatti.csv')!.toString('utf8');
    expect(contactsCsv.startsWith('\uFEFF')).toBe(true);
    expect(contactsCsv).toContain(PERSON.email);
    expect(contactsCsv.split('\r\n')[0]).toContain('consentsRecordedAt');

    const exported = await context.db.models.AuditLogEntry.findOne({ where: { action: 'personal_data_export' } });
    expect(exported).toMatchObject({ entityType: 'person', entityId: String(seeded.contact.id) });
    expect(holds([JSON.stringify(exported!.after).toLowerCase()], PERSON)).toBe(false);
  });

  it('erases every row about their e-mail or phone, in every table, and leaves an audit entry without personal data', async () => {
    const contact = await context.db.models.Contact.findOne({ where: { email: PERSON.email } });
    const contactsBefore = await context.db.models.Contact.count();
    const valuationsBefore = await context.db.models.Valuation.count();
    expect(holds(await everyStoredValue(context.db.sequelize), PERSON)).toBe(true);

    const response = await admin.delete<PersonalDataEraseResponse>(personalDataPath(contact!.id));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, rows: { contatti: 1, conversazione: 5, email: 2, registro_attivita: 1 } });

    expect(holds(await everyStoredValue(context.db.sequelize), PERSON)).toBe(false);
    // The other person is untouched, and the rows the dashboard counts are still there.
    expect(holds(await everyStoredValue(context.db.sequelize), OTHER)).toBe(true);
    expect(await context.db.models.Contact.count()).toBe(contactsBefore);
    expect(await context.db.models.Valuation.count()).toBe(valuationsBefore);

    const erased = await context.db.models.AuditLogEntry.findOne({ where: { action: 'personal_data_erase' } });
    expect(erased).toMatchObject({ entityType: 'person', entityId: String(contact!.id), before: null });
    expect(erased!.after).toMatchObject({ rows: { contatti: 1 } });
  });

  it('is for a signed-in administrator only, and says when the contact does not exist', async () => {
    expect((await context.client().get(personalDataPath(1))).status).toBe(401);
    expect((await context.client().delete(personalDataPath(1))).status).toBe(401);
    const missing = await admin.delete<ApiErrorBody>(personalDataPath(999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Contatto non trovato.');
  });
});
