/**
 * Reads of people's data leave a trace as changes do: the opening of a lead's or an owner's card, every page of
 * the lists of people, and the seller CSV, whoever reads them. The entries say which records were shown, never
 * what the staff searched for nor what the records hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../models/AuditLogEntry.js';
import type { ApiErrorBody, ContactsListResponse } from '@valuta/shared';
import { csvRows } from '../test/csv.js';
import {
  createAppointment,
  createAssistanceRequest,
  createLead,
  createSellerContact,
  createUnsupportedCityContact,
  signedInAdmin,
  signedInMember,
} from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let titolare: TestClient;
let giulia: { client: TestClient; id: number };

beforeAll(async () => {
  context = await createTestContext();
  titolare = await signedInAdmin(context);
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
  for (const name of ['Anna Verdi', 'Bruno Neri', 'Carla Blu']) await createLead(context.db.models, { name });
});
afterAll(() => context.close());

async function readsBy(email: string, action: string): Promise<AuditLogEntry[]> {
  return context.db.models.AuditLogEntry.findAll({ where: { adminEmail: email, action }, order: [['id', 'ASC']] });
}

describe('reads of personal data', () => {
  it("are audited when a consulente opens a lead's card, once for a card reopened at once", async () => {
    const { body } = await giulia.client.get<ContactsListResponse>('/api/admin/contacts?search=verdi');
    const anna = body.contacts[0]!;
    withStatus(await giulia.client.get(`/api/admin/contacts/${anna.id}/details`), 200);
    withStatus(await giulia.client.get(`/api/admin/contacts/${anna.id}/details`), 200);
    const entries = await readsBy('giulia@agenzia.it', 'read.contact');
    expect(entries.map((entry) => [entry.entityType, entry.entityId])).toEqual([['contact', String(anna.id)]]);
  });

  it('are audited page by page, with the records shown and without what was searched', async () => {
    await giulia.client.get('/api/admin/contacts?limit=2&offset=0');
    await giulia.client.get('/api/admin/contacts?limit=2&offset=2');
    await giulia.client.get('/api/admin/contacts?search=neri');
    const entries = await readsBy('giulia@agenzia.it', 'read.contacts');
    const pages = entries.map((entry) => entry.after as { offset: number; search: boolean; ids: number[] });
    expect(pages.filter((page) => !page.search).map((page) => [page.offset, page.ids.length])).toEqual([
      [0, 2],
      [2, 1],
    ]);
    const everyId = new Set(pages.flatMap((page) => page.ids));
    expect(everyId.size).toBe(3);
    expect(pages.filter((page) => page.search)).toHaveLength(2);
    expect(JSON.stringify(entries.map((entry) => entry.after)).toLowerCase()).not.toMatch(/verdi|neri/);
  });

  it("are audited for the owners' list and an owner's card", async () => {
    const { owner } = await createLead(context.db.models, { name: 'Dario Rossi', email: 'dario.rossi@example.it' });
    withStatus(await giulia.client.get('/api/admin/users'), 200);
    withStatus(await giulia.client.get(`/api/admin/users/${owner.id}`), 200);
    expect((await readsBy('giulia@agenzia.it', 'read.users'))[0]?.after).toEqual({ all: 4 });
    expect((await readsBy('giulia@agenzia.it', 'read.user')).map((entry) => entry.entityId)).toEqual([String(owner.id)]);
  });

  it('are audited for the other lists of people', async () => {
    await createSellerContact(context.db.models);
    await createAssistanceRequest(context.db.models);
    await createUnsupportedCityContact(context.db.models);
    await createAppointment(context.db.models);
    for (const path of ['/api/admin/seller-contacts', '/api/admin/assistenze', '/api/admin/unsupported-city-contacts', '/api/admin/appointments']) {
      withStatus(await giulia.client.get(path), 200);
    }
    const actions = (await context.db.models.AuditLogEntry.findAll({ where: { adminEmail: 'giulia@agenzia.it' } })).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['read.seller_contacts', 'read.assistance_requests', 'read.unsupported_city_contacts', 'read.appointments']),
    );
  });
});

describe('the seller CSV', () => {
  it('is written by the server with the filters of the screen, and audited', async () => {
    await createSellerContact(context.db.models, { fullName: 'Franca Gialli', email: 'franca@example.it', status: 'closed' });
    await createSellerContact(context.db.models, { fullName: '=cmd|calc', email: 'formula@example.it', status: 'new' });
    const rows = csvRows(await titolare.get('/api/admin/export-seller-contacts-csv?status=closed&search=FRANCA'));
    expect(rows[0]).toEqual([
      'ID',
      'Nome Completo',
      'Email',
      'Telefono',
      'Indirizzo Immobile',
      'Privacy Accettata',
      'Status',
      'Note Admin',
      'Data Creazione',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[6]])).toEqual([['Franca Gialli', 'franca@example.it', 'Chiuso']]);
    const everything = csvRows(await titolare.get('/api/admin/export-seller-contacts-csv'));
    expect(everything.map((row) => row[1])).toContain(`'=cmd|calc`);
    const exports = await readsBy('titolare@agenzia.it', 'seller_contact.export');
    expect(exports.map((entry) => entry.after)).toEqual([{ status: 'closed', search: true }, { search: false }]);
  });

  it("is the titolare's, as the other exports", async () => {
    const refused = await giulia.client.get<ApiErrorBody>('/api/admin/export-seller-contacts-csv');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('titolare_only');
  });
});
