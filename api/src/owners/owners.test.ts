import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConversation, OwnerAppointment, OwnerContact, OwnerDetail, OwnerSummary, AdminValuation, ApiErrorBody } from '@valuta/shared';
import { createAppointment, createLead, createOwner, createValuation, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
let lead: Awaited<ReturnType<typeof createLead>>;
let second: Awaited<ReturnType<typeof createLead>>;
let pending: Awaited<ReturnType<typeof createValuation>>;

const SUB_LISTS = ['', '/valuations', '/contacts', '/appointments', '/conversations'];

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  const { models } = context.db;
  lead = await createLead(models, { name: 'Sara Conti', email: 'sara@example.it', phone: '333 7654321', value: 280_000 });
  second = await createLead(models, { userId: lead.owner.id, name: 'Sara Conti', value: 150_000 });
  pending = await createValuation(models, { userId: lead.owner.id, completed: false });
  await createAppointment(models, { contactId: lead.contact.id, userId: lead.owner.id, status: 'confirmed' });
  await createAppointment(models, { contactId: second.contact.id, userId: lead.owner.id, status: 'cancelled' });
  await second.contact.update({ status: 'closed' });
  await createOwner(models, { name: 'Senza Valutazioni', email: 'vuoto@example.it', gdprConsent: false });
});
afterAll(() => context.close());

describe('GET /api/admin/users', () => {
  it('lists every owner with the number and date of their valuations', async () => {
    const response = await admin.get<OwnerSummary[]>('/api/admin/users');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    const sara = response.body.find((owner) => owner.email === 'sara@example.it')!;
    expect(sara).toMatchObject({ id: lead.owner.id, name: 'Sara Conti', phone: '333 7654321', valuations_count: 3, gdpr_consent: true });
    const newest = Math.max(...[lead.valuation, second.valuation, pending].map((valuation) => valuation.createdAt.getTime()));
    expect(sara.last_valuation_date).toBe(new Date(newest).toISOString());
    const empty = response.body.find((owner) => owner.email === 'vuoto@example.it')!;
    expect(empty).toMatchObject({ valuations_count: 0, last_valuation_date: null, gdpr_consent: false });
  });
});

describe('GET /api/admin/users/{id} and its lists', () => {
  it('gives the owner with their statistics', async () => {
    const response = await admin.get<OwnerDetail>(`/api/admin/users/${lead.owner.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: lead.owner.id,
      email: 'sara@example.it',
      valuations_count: 3,
      completed_valuations_count: 2,
      contacts_count: 2,
      appointments_count: 2,
      gdpr_consent: true,
    });
    expect(response.body.created_at).toBe(lead.owner.createdAt.toISOString());
  });

  it('gives the valuations with completed_at and market_value', async () => {
    const { body } = await admin.get<AdminValuation[]>(`/api/admin/users/${lead.owner.id}/valuations`);
    expect(body).toHaveLength(3);
    const first = body.find((valuation) => valuation.id === lead.valuation.id)!;
    expect(first).toMatchObject({ market_value: 280_000, completed: true, contactName: 'Sara Conti' });
    expect(first.completed_at).toBe(lead.valuation.completedAt!.toISOString());
    expect(body.filter((valuation) => !valuation.completed)).toHaveLength(1);
  });

  it("gives the leads with the owner's card's status words", async () => {
    const { body } = await admin.get<OwnerContact[]>(`/api/admin/users/${lead.owner.id}/contacts`);
    expect(body.map((contact) => [contact.id, contact.status, contact.service_type])).toEqual([
      [second.contact.id, 'chiuso', 'valutazione'],
      [lead.contact.id, 'appuntamento', 'valutazione'],
    ]);
  });

  it("gives the appointments with the owner's card's status words", async () => {
    const { body } = await admin.get<OwnerAppointment[]>(`/api/admin/users/${lead.owner.id}/appointments`);
    expect(body.map((appointment) => appointment.status).sort()).toEqual(['annullato', 'programmato']);
    expect(body[0]).toHaveProperty('preferred_time');
  });

  it('gives one conversation per valuation with its messages', async () => {
    const { body } = await admin.get<AdminConversation[]>(`/api/admin/users/${lead.owner.id}/conversations`);
    expect(body).toHaveLength(3);
    const conversation = body.find((entry) => entry.valuation_id === lead.valuation.id)!;
    expect(conversation.messages).toHaveLength(4);
    expect(conversation.messages[1]).toMatchObject({ role: 'user', content: 'Torino' });
  });

  it("answers 400 'ID utente non valido' and 404 'Utente non trovato' on every call", async () => {
    for (const suffix of SUB_LISTS) {
      const invalid = await admin.get<ApiErrorBody>(`/api/admin/users/abc${suffix}`);
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ error: 'ID utente non valido', code: 'bad_request' });
      const missing = await admin.get<ApiErrorBody>(`/api/admin/users/987654${suffix}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ error: 'Utente non trovato', code: 'not_found' });
    }
  });

  it('answers 401 JSON without a session on every call', async () => {
    const visitor = context.client();
    expect((await visitor.get('/api/admin/users')).status).toBe(401);
    for (const suffix of SUB_LISTS) expect((await visitor.get(`/api/admin/users/${lead.owner.id}${suffix}`)).status).toBe(401);
  });
});
