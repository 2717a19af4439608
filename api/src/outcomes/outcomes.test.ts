import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, formatIsoDay, type ApiErrorBody, type ContactDetailsResponse, type LeadOutcomeResponse } from '@valuta/shared';
import { CONTACTS_CSV_HEADER } from '../leads/leads.export.js';
import { csvRows } from '../test/csv.js';
import { createContact, createLead, signedInAdmin, signedInMember, TEST_ADMIN } from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let titolare: TestClient;
let giulia: Awaited<ReturnType<typeof signedInMember>>;
let marco: Awaited<ReturnType<typeof signedInMember>>;
const DAY = 24 * 60 * 60 * 1000;
const BOUNDS = `tra ${formatEuro(10_000)} e ${formatEuro(20_000_000)}`;
const daysAgo = (days: number) => formatIsoDay(new Date(Date.now() - days * DAY));

beforeAll(async () => {
  context = await createTestContext();
  titolare = await signedInAdmin(context);
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
  marco = await signedInMember(context, { email: 'marco@agenzia.it', role: 'consulente', name: 'Marco' });
});
afterAll(() => context.close());

/** A lead valued 30 days ago at 300.000 € (range 270.000-330.000 €), in Turin's zone C1. */
async function valuedLead(name: string) {
  const lead = await createLead(context.db.models, { name, value: 300_000, createdAt: new Date(Date.now() - 30 * DAY) });
  await lead.valuation.update({ comuneCode: '001272' });
  return lead;
}

const outcomePath = (id: number) => `/api/admin/contacts/${id}/outcome`;
const card = async (id: number) => (await titolare.get<ContactDetailsResponse>(`/api/admin/contacts/${id}/details`)).body;

describe('the outcome of a lead', () => {
  it('is recorded, read on the card with the estimate copied in, changed, removed, and audited each time', async () => {
    const { contact, valuation } = await valuedLead('Paola Venduta');
    expect((await card(contact.id)).outcome).toBeNull();

    const mandate = await titolare.put<LeadOutcomeResponse>(outcomePath(contact.id), { outcome: 'mandate', mandatePrice: 320_000 });
    expect(mandate.status).toBe(200);
    expect(mandate.body.outcome).toMatchObject({
      outcome: 'mandate',
      mandatePrice: 320_000,
      salePrice: null,
      saleDate: null,
      estimatedValue: 300_000,
      minValue: 270_000,
      maxValue: 330_000,
      valuationVersion: 1,
      comuneCode: '001272',
      zoneCode: 'C1',
    });

    // The owner refines the estimate afterwards: the outcome keeps the one it copied.
    await valuation.update({ estimatedValue: 350_000, minValue: 315_000, maxValue: 385_000 });
    const saleDate = daysAgo(2);
    const sold = await titolare.put<LeadOutcomeResponse>(outcomePath(contact.id), {
      outcome: 'sold',
      salePrice: 310_000,
      saleDate,
      mandatePrice: 320_000,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.outcome).toMatchObject({ outcome: 'sold', salePrice: 310_000, saleDate, mandatePrice: 320_000, estimatedValue: 300_000 });

    const detail = await card(contact.id);
    expect(detail.outcome).toEqual(sold.body.outcome);
    expect(detail.outcomeHistory.map((event) => event.kind)).toEqual(['changed', 'recorded']);
    expect(detail.outcomeHistory[0]).toMatchObject({ by: TEST_ADMIN.email });
    expect(detail.outcomeHistory[0]!.summary).toBe(
      `Venduto a ${formatEuro(310_000)} il ${saleDate.split('-').reverse().join('/')} (mandato ${formatEuro(320_000)})`,
    );
    expect(detail.outcomeHistory[1]!.summary).toBe(`Mandato a ${formatEuro(320_000)}`);

    const removed = await titolare.delete<LeadOutcomeResponse>(outcomePath(contact.id));
    expect(removed.status).toBe(200);
    expect(removed.body.outcome).toBeNull();
    expect(removed.body.history.map((event) => event.kind)).toEqual(['removed', 'changed', 'recorded']);
    expect((await card(contact.id)).outcome).toBeNull();
    expect(await context.db.models.LeadOutcome.count({ where: { contactId: contact.id } })).toBe(0);

    const entries = await context.db.models.AuditLogEntry.findAll({
      where: { entityType: 'contact', entityId: String(contact.id), action: { [Op.like]: 'contact.%' } },
      order: [['id', 'ASC']],
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['contact.outcome', null, { outcome: 'mandate', mandatePrice: 320_000, salePrice: null, saleDate: null }],
      [
        'contact.outcome',
        { outcome: 'mandate', mandatePrice: 320_000, salePrice: null, saleDate: null },
        { outcome: 'sold', mandatePrice: 320_000, salePrice: 310_000, saleDate },
      ],
      ['contact.outcome_delete', { outcome: 'sold', mandatePrice: 320_000, salePrice: 310_000, saleDate }, null],
    ]);
  });

  it('copies the latest version of a refined estimate', async () => {
    const { contact, valuation } = await valuedLead('Rita Rifinita');
    const { ValuationVersion } = context.db.models;
    for (const version of [1, 2]) {
      await ValuationVersion.create({
        valuationId: valuation.id,
        version,
        estimatedValue: 300_000,
        minValue: 270_000,
        maxValue: 330_000,
        pricePerSqm: 3_333,
        result: { ...(valuation.result as object) },
        changes: [],
        createdAt: new Date(),
      });
    }
    const response = await titolare.put<LeadOutcomeResponse>(outcomePath(contact.id), { outcome: 'not_sold' });
    expect(response.body.outcome).toMatchObject({ outcome: 'not_sold', valuationVersion: 2, mandatePrice: null, salePrice: null });
  });

  it('refuses bad input with Italian messages and a 400, and a sale before the valuation or in the future', async () => {
    const { contact } = await valuedLead('Bruno Sbagliato');
    const refused = async (body: unknown) => {
      const response = await titolare.put<ApiErrorBody>(outcomePath(contact.id), body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
      return response.body.fields;
    };
    expect(await refused({ outcome: 'venduto' })).toEqual({ outcome: 'Esito non valido.' });
    expect(await refused({ outcome: 'mandate' })).toEqual({ mandatePrice: 'Indica il prezzo del mandato.' });
    expect(await refused({ outcome: 'sold', mandatePrice: 300_000 })).toEqual({
      salePrice: 'Indica il prezzo di vendita.',
      saleDate: 'Indica la data di vendita.',
    });
    expect(await refused({ outcome: 'sold', salePrice: 300_000.5, saleDate: daysAgo(1) })).toEqual({
      salePrice: 'Il prezzo di vendita deve essere un numero intero di euro.',
    });
    expect(await refused({ outcome: 'sold', salePrice: -5, saleDate: daysAgo(1) })).toEqual({
      salePrice: `Il prezzo di vendita deve essere ${BOUNDS}.`,
    });
    expect(await refused({ outcome: 'mandate', mandatePrice: 900_000_000 })).toEqual({
      mandatePrice: `Il prezzo del mandato deve essere ${BOUNDS}.`,
    });
    expect(await refused({ outcome: 'sold', salePrice: 300_000, saleDate: '2026-02-30' })).toEqual({ saleDate: 'La data di vendita non è valida.' });
    expect(await refused({ outcome: 'sold', salePrice: 300_000, saleDate: formatIsoDay(new Date(Date.now() + 3 * DAY)) })).toEqual({
      saleDate: 'La data di vendita non può essere nel futuro.',
    });
    const early = await refused({ outcome: 'sold', salePrice: 300_000, saleDate: daysAgo(40) });
    expect(early!.saleDate).toMatch(/^La data di vendita non può precedere la valutazione \(\d{2}\/\d{2}\/\d{4}\)\.$/);
    expect(await context.db.models.LeadOutcome.count({ where: { contactId: contact.id } })).toBe(0);
  });

  it('answers 404 for an unknown lead and for removing an outcome never recorded', async () => {
    expect((await titolare.put(outcomePath(999_999), { outcome: 'not_sold' })).status).toBe(404);
    const contact = await createContact(context.db.models);
    const response = await titolare.delete<ApiErrorBody>(outcomePath(contact.id));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Nessun esito registrato per questo contatto.');
  });

  it("lets a consulente record the outcome of a colleague's lead, as with its status and notes", async () => {
    const { contact } = await valuedLead('Carla Collega');
    await contact.update({ assignedAdminId: marco.id });
    const response = await giulia.client.put<LeadOutcomeResponse>(outcomePath(contact.id), { outcome: 'mandate', mandatePrice: 290_000 });
    expect(response.status).toBe(200);
    expect((await card(contact.id)).outcomeHistory[0]).toMatchObject({ kind: 'recorded', by: 'giulia@agenzia.it' });
  });

  it('lets only the titolare delete an outcome: it feeds the zones’ corrections and the public accuracy figures', async () => {
    const { contact } = await valuedLead('Carla Venduta');
    withStatus(await giulia.client.put(outcomePath(contact.id), { outcome: 'sold', salePrice: 300_000, saleDate: daysAgo(2) }), 200);
    const refused = await giulia.client.delete<ApiErrorBody>(outcomePath(contact.id));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('titolare_only');
    expect(await context.db.models.LeadOutcome.count({ where: { contactId: contact.id } })).toBe(1);
    expect((await titolare.delete(outcomePath(contact.id))).status).toBe(200);
  });

  it('goes with its lead when the lead is deleted', async () => {
    const { contact } = await valuedLead('Dario Eliminato');
    await titolare.put(outcomePath(contact.id), { outcome: 'not_sold' });
    expect((await titolare.delete(`/api/admin/contacts/${contact.id}`)).status).toBe(200);
    expect(await context.db.models.LeadOutcome.count({ where: { contactId: contact.id } })).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const { contact } = await valuedLead('Anna Anonima');
    const anonymous = context.client();
    expect((await anonymous.put(outcomePath(contact.id), { outcome: 'not_sold' })).status).toBe(401);
    expect((await anonymous.delete(outcomePath(contact.id))).status).toBe(401);
  });

  it('is exported in the contacts CSV', async () => {
    const { contact } = await valuedLead('Elena Esportata');
    const saleDate = daysAgo(3);
    await titolare.put(outcomePath(contact.id), { outcome: 'sold', salePrice: 305_000, saleDate, mandatePrice: 315_000 });
    const rows = csvRows(await titolare.get('/api/admin/export-contacts-csv'));
    expect(rows[0]!.slice(-4)).toEqual(['Esito', 'Prezzo mandato (€)', 'Prezzo vendita (€)', 'Data vendita']);
    const elena = rows.find((row) => row[2] === 'Elena Esportata')!;
    const cell = (name: string) => elena[CONTACTS_CSV_HEADER.indexOf(name)];
    expect(cell('Esito')).toBe('Venduto');
    expect(cell('Prezzo mandato (€)')).toBe('315000');
    expect(cell('Prezzo vendita (€)')).toBe('305000');
    expect(cell('Data vendita')).toBe(saleDate.split('-').reverse().join('/'));
    const other = rows.find((row) => row[2] === 'Anna Anonima')!;
    expect(other.slice(-4)).toEqual(['', '', '', '']);
  });
});
