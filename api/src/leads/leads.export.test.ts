import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDay, type ApiErrorBody } from '@valuta/shared';
import { CONTACTS_CSV_HEADER } from './leads.export.js';
import { csvRows } from '../test/csv.js';
import { createContact, createLead, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('GET /api/admin/export-contacts-csv', () => {
  beforeAll(async () => {
    const { models } = context.db;
    const lead = await createLead(models, { name: 'Mario Rossi', email: 'mario@example.it', phone: '+39 333 1234567', value: 300_000 });
    await lead.contact.update({ status: 'contacted', leadType: 'hot', adminNotes: 'Nota; con "virgolette"\nsu due righe' });
    await createContact(models, { name: '=HYPERLINK("http://malevolo.example","clicca")', email: '@evil@example.it' });
    await createContact(models, { name: 'Vecchio Lead', createdAt: new Date(Date.now() - 60 * DAY) });
  });

  it('answers 401 without a session', async () => {
    expect((await context.client().get('/api/admin/export-contacts-csv')).status).toBe(401);
  });

  it('streams every lead as a semicolon CSV with a BOM, named with the day', async () => {
    const response = await admin.get('/api/admin/export-contacts-csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="contatti_${formatIsoDay()}.csv"`);
    const [header, ...rows] = csvRows(response);
    expect(header).toEqual(CONTACTS_CSV_HEADER);
    expect(rows).toHaveLength(3);

    const mario = rows.find((row) => row[2] === 'Mario Rossi')!;
    const cell = (name: string) => mario[CONTACTS_CSV_HEADER.indexOf(name)];
    expect(cell('Email')).toBe('mario@example.it');
    expect(cell('Telefono')).toBe("'+39 333 1234567");
    expect(cell('Stato')).toBe('Contattato');
    expect(cell('Tipo lead')).toBe('Alto interesse');
    expect(cell('Città')).toBe('Torino');
    expect(cell('Tipologia')).toBe('Appartamento in condominio');
    expect(cell('Superficie (m²)')).toBe('90');
    expect(cell('Valore stimato (€)')).toBe('300000');
    expect(cell('Valore minimo (€)')).toBe('270000');
    expect(cell('Valutazioni del cliente')).toBe('1');
    expect(cell('Fascia oraria')).toBe('Mattina (9:00-12:00)');
    expect(cell('Note admin')).toBe('Nota; con "virgolette"\nsu due righe');
    expect(cell('Consenso email')).toBe('Sì');
    expect(cell('Data')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("reads the address from the valuation, and leaves a lead's valuation cells empty when it has none", async () => {
    const rows = csvRows(await admin.get('/api/admin/export-contacts-csv')).slice(1);
    const column = (row: string[], name: string) => row[CONTACTS_CSV_HEADER.indexOf(name)];
    const mario = rows.find((row) => row[2] === 'Mario Rossi')!;
    expect(column(mario, 'Indirizzo')).toBe('Via Roma, 10, 10121 Torino TO');
    const alone = rows.find((row) => row[2]?.includes('HYPERLINK'))!;
    for (const name of ['Città', 'Indirizzo', 'Tipologia', 'Superficie (m²)', 'Valore stimato (€)']) expect(column(alone, name), name).toBe('');
    expect(column(alone, 'Valutazioni del cliente')).toBe('0');
    expect(column(alone, 'Consenso WhatsApp')).toBe('No');
  });

  it('neutralises cells that would run as formulas in a spreadsheet', async () => {
    const rows = csvRows(await admin.get('/api/admin/export-contacts-csv'));
    const attack = rows.find((row) => row[2]?.includes('HYPERLINK'))!;
    expect(attack[2]).toBe(`'=HYPERLINK("http://malevolo.example","clicca")`);
    expect(attack[3]).toBe("'@evil@example.it");
    expect(allCells(rows).every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
  });

  it('exports only the period asked for', async () => {
    const rows = csvRows(await admin.get('/api/admin/export-contacts-csv?timeFilter=30days'));
    expect(rows.slice(1).map((row) => row[2])).not.toContain('Vecchio Lead');
    expect(rows).toHaveLength(3);
  });

  it('reads past the first batch: every lead once, newest first', async () => {
    const many = Array.from({ length: 2_050 }, (_, index) => ({
      name: `Lead di massa ${index}`,
      email: `massa${index}@example.it`,
      phone: '333 0000000',
      privacyAccepted: true,
      consentEmail: false,
      consentWhatsapp: false,
      consentsRecordedAt: null,
      privacyNoticeVersion: null,
      userId: null,
      valuationId: null,
      notes: null,
      preferredTime: null,
    }));
    await context.db.models.Contact.bulkCreate(many);
    const total = await context.db.models.Contact.count();
    const ids = csvRows(await admin.get('/api/admin/export-contacts-csv'))
      .slice(1)
      .map((row) => Number(row[0]));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await context.db.models.Contact.destroy({ where: { email: many.map((contact) => contact.email) } });
  });

  it('refuses an unknown period with 400 and writes each export to the audit log', async () => {
    const bad = await admin.get<ApiErrorBody>('/api/admin/export-contacts-csv?timeFilter=sempre');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Periodo non valido.');
    const audits = await context.db.models.AuditLogEntry.count({ where: { action: 'contacts.export' } });
    expect(audits).toBeGreaterThanOrEqual(3);
  });
});

/** Every cell of every row, to assert over all of them. */
function allCells(rows: string[][]): string[] {
  return rows.flat();
}
