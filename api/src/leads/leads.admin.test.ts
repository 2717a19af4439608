import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  ContactDeleteResponse,
  ContactDetailsResponse,
  ContactsListResponse,
  ContactUpdateResponse,
  ConversationResponse,
} from '@valuta/shared';
import { createAppointment, createContact, createConversation, createLead, createValuation, signedInAdmin, TEST_ADMIN } from '../test/factories.js';
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

describe('GET /api/admin/contacts', () => {
  let rossi: Awaited<ReturnType<typeof createLead>>;

  beforeAll(async () => {
    const { models } = context.db;
    rossi = await createLead(models, { name: 'Mario Rossi', email: 'mario.rossi@example.it', phone: '333 123 4567', value: 310_000 });
    // A repeat valuation of the same customer.
    await createValuation(models, { userId: rossi.owner.id, value: 200_000 });
    await createLead(models, { name: 'Giulia Verdi', email: 'giulia@example.it', createdAt: new Date(Date.now() - 40 * DAY) });
    // A lead whose chat stopped before the estimate, and one with no valuation at all.
    const unfinished = await createValuation(models, { completed: false });
    await createContact(models, { name: 'Paolo Incompleto', valuationId: unfinished.id });
    await createContact(models, { name: 'Anna Senzavalutazione', email: 'anna_100%@example.it' });
  });

  it('answers 401 JSON without a session', async () => {
    const response = await context.client().get('/api/admin/contacts?limit=20&offset=0');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
  });

  it('lists the newest leads first with contacts and totalCount, 20 a page by default', async () => {
    const response = await admin.get<ContactsListResponse>('/api/admin/contacts');
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(4);
    expect(response.body.contacts.map((contact) => contact.name)).toEqual([
      'Anna Senzavalutazione',
      'Paolo Incompleto',
      'Mario Rossi',
      'Giulia Verdi',
    ]);
  });

  it("gives each lead its valuation summary and the customer's number of valuations", async () => {
    const { body } = await admin.get<ContactsListResponse>('/api/admin/contacts');
    const mario = body.contacts.find((contact) => contact.name === 'Mario Rossi')!;
    expect(mario).toMatchObject({
      email: 'mario.rossi@example.it',
      phone: '333 123 4567',
      status: 'new',
      leadType: 'unknown',
      user_valuations_count: 2,
      valuation: { city: 'Torino', propertyType: 'CONDOMINIUM', valuationValue: 310_000, range_min: 279_000, range_max: 341_000 },
    });
    // The page is read without the models: its fields must still be the stored ones, dates included.
    expect(mario).toMatchObject({
      id: rossi.contact.id,
      userId: rossi.owner.id,
      assigned_to: null,
      createdAt: rossi.contact.createdAt.toISOString(),
      valuation: { id: rossi.valuation.id, completed: true },
    });

    const paolo = body.contacts.find((contact) => contact.name === 'Paolo Incompleto')!;
    expect(paolo.valuation).toMatchObject({ valuationValue: null, completed: false });
    const anna = body.contacts.find((contact) => contact.name === 'Anna Senzavalutazione')!;
    expect(anna.valuation).toBeNull();
    expect(anna.user_valuations_count).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const first = await admin.get<ContactsListResponse>('/api/admin/contacts?limit=2&offset=0');
    const second = await admin.get<ContactsListResponse>('/api/admin/contacts?limit=2&offset=2');
    expect(first.body.contacts).toHaveLength(2);
    expect(second.body.contacts.map((contact) => contact.name)).toEqual(['Mario Rossi', 'Giulia Verdi']);
    expect(second.body.totalCount).toBe(4);
  });

  it('searches name, e-mail and phone, case-insensitively, however the phone was spaced', async () => {
    const byName = await admin.get<ContactsListResponse>('/api/admin/contacts?search=ROSSI');
    expect(byName.body.contacts.map((contact) => contact.name)).toEqual(['Mario Rossi']);
    expect(byName.body.totalCount).toBe(1);
    const byEmail = await admin.get<ContactsListResponse>('/api/admin/contacts?search=giulia%40example');
    expect(byEmail.body.contacts.map((contact) => contact.name)).toEqual(['Giulia Verdi']);
    const byPhone = await admin.get<ContactsListResponse>('/api/admin/contacts?search=3331234567');
    expect(byPhone.body.contacts.map((contact) => contact.name)).toEqual(['Mario Rossi']);
  });

  it('matches % and _ literally', async () => {
    const percent = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent('100%')}`);
    expect(percent.body.contacts.map((contact) => contact.name)).toEqual(['Anna Senzavalutazione']);
    const underscore = await admin.get<ContactsListResponse>('/api/admin/contacts?search=a_1');
    expect(underscore.body.contacts.map((contact) => contact.name)).toEqual(['Anna Senzavalutazione']);
    const nothing = await admin.get<ContactsListResponse>('/api/admin/contacts?search=zzz_nessuno');
    expect(nothing.body).toEqual({ contacts: [], totalCount: 0, sources: ['chat'] });
  });

  it('filters by period', async () => {
    const week = await admin.get<ContactsListResponse>('/api/admin/contacts?timeFilter=7days');
    expect(week.body.totalCount).toBe(3);
    const quarter = await admin.get<ContactsListResponse>('/api/admin/contacts?timeFilter=90days');
    expect(quarter.body.totalCount).toBe(4);
  });

  it('refuses malformed paging and unknown periods with 400 in Italian', async () => {
    const badOffset = await admin.get<ApiErrorBody>('/api/admin/contacts?offset=-3');
    expect(badOffset.status).toBe(400);
    expect(badOffset.body).toMatchObject({ code: 'validation_error', error: 'Paginazione non valida.' });
    const badPeriod = await admin.get<ApiErrorBody>('/api/admin/contacts?timeFilter=ieri');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.fields).toEqual({ timeFilter: 'Periodo non valido.' });
  });
});

describe('GET /api/admin/contacts/{id}/details', () => {
  it('gives the card: contact, all valuations of the customer, appointments, the selected valuation and its conversation', async () => {
    const { models } = context.db;
    const lead = await createLead(models, { name: 'Luca Neri', email: 'luca.neri@example.it', value: 250_000 });
    const earlier = await createValuation(models, { userId: lead.owner.id, value: 180_000, createdAt: new Date(Date.now() - 3 * DAY) });
    await createConversation(models, earlier.id, [['user', 'Moncalieri']]);
    await createAppointment(models, { contactId: lead.contact.id, userId: lead.owner.id, valuationId: lead.valuation.id });
    await lead.contact.update({ adminNotes: 'Richiamare dopo le 18' });

    const response = await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.contact.id}/details`);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.contact).toMatchObject({
      id: lead.contact.id,
      name: 'Luca Neri',
      email: 'luca.neri@example.it',
      admin_notes: 'Richiamare dopo le 18',
      status: 'new',
      lead_type: 'unknown',
    });
    expect(body.contact.created_at).toBe(lead.contact.createdAt.toISOString());
    expect(body.valuationsCount).toBe(2);
    expect(body.allUserValuations.map((valuation) => valuation.id)).toEqual([lead.valuation.id, earlier.id]);
    expect(body.appointments).toHaveLength(1);
    expect(body.appointments[0]).toMatchObject({
      contact_id: lead.contact.id,
      preferred_time: 'pomeriggio',
      whatsapp_ok: true,
      status: 'pending',
      valuation_id: lead.valuation.id,
    });

    // The selected valuation reads under every name the back office uses (AdminValuation), with the model's explanation.
    expect(body.valuation).toMatchObject({
      id: lead.valuation.id,
      address: 'Via Roma, 10, 10121 Torino TO',
      town: 'Torino',
      city: 'Torino',
      street: 'Via Roma',
      house_number: '10',
      category: 'CONDOMINIUM',
      propertyType: 'CONDOMINIUM',
      construction_year: 1970,
      yearBuilt: 1970,
      rooms: 3,
      bathrooms: 1,
      floor: 2,
      squareMeters: 90,
      living_area: 90,
      hasElevator: true,
      hasBalcony: true,
      hasGarden: false,
      condition: 'GOOD',
      equipment: 'GOOD',
      energyClass: 'E',
      valuationValue: 250_000,
      valore_stimato: 250_000,
      valuationMin: 225_000,
      range_min: 225_000,
      valuationMax: 275_000,
      range_max: 275_000,
      completed: true,
      contactName: 'Luca Neri',
      contactEmail: 'luca.neri@example.it',
    });
    expect(body.valuation!.createdAt).toBe(body.valuation!.created_at);
    expect(body.valuation!.explanation!.adjustments.map((adjustment) => adjustment.label)).toEqual(['Piano e ascensore', 'Stato']);

    expect(body.conversation).toMatchObject({ valuation_id: lead.valuation.id, completed: true });
    expect(body.conversation!.messages.map((message) => [message.role, message.content])).toEqual([
      ['assistant', 'Ciao, sono Amelia! In che città si trova il tuo immobile?'],
      ['user', 'Torino'],
      ['assistant', "Qual è l'indirizzo?"],
      ['user', 'Via Roma 10'],
    ]);
    expect(typeof body.conversation!.messages[0]!.timestamp).toBe('string');
  });

  it('shows a lead without valuations with empty lists', async () => {
    const contact = await createContact(context.db.models, { name: 'Solo Contatto' });
    const { body } = await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${contact.id}/details`);
    expect(body).toMatchObject({ allUserValuations: [], valuationsCount: 0, appointments: [], valuation: null, conversation: null });
  });

  it('answers 404 in Italian for an unknown or malformed id, and 401 without a session', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await admin.get<ApiErrorBody>(`/api/admin/contacts/${id}/details`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: 'Contatto non trovato' });
    }
    expect((await context.client().get('/api/admin/contacts/1/details')).status).toBe(401);
  });
});

describe('GET /api/admin/valuations/{id}/conversation', () => {
  it('gives the conversation and its messages, marked not completed while the chat goes on', async () => {
    const valuation = await createValuation(context.db.models, { completed: false });
    await createConversation(context.db.models, valuation.id, [
      ['assistant', 'In che città si trova il tuo immobile?'],
      ['user', 'Torino'],
    ]);
    await context.db.models.ChatMessage.create({ valuationId: valuation.id, role: 'system', content: 'nota interna', metadata: null });
    const response = await admin.get<ConversationResponse>(`/api/admin/valuations/${valuation.id}/conversation`);
    expect(response.status).toBe(200);
    expect(response.body.conversation).toMatchObject({ id: valuation.id, valuation_id: valuation.id, completed: false });
    expect(response.body.messages.map((message) => message.content)).toEqual(['In che città si trova il tuo immobile?', 'Torino']);
  });

  it('answers 404 for an unknown valuation and 401 without a session', async () => {
    const response = await admin.get<ApiErrorBody>('/api/admin/valuations/AAAAAAAAAAAAAAAAAAAAA/conversation');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Valutazione non trovata');
    expect((await context.client().get('/api/admin/valuations/AAAAAAAAAAAAAAAAAAAAA/conversation')).status).toBe(401);
  });
});

describe('PATCH /api/admin/contacts/{id}/update', () => {
  it('changes the status, the lead type and the notes, one at a time, each written to the audit log', async () => {
    const contact = await createContact(context.db.models, { name: 'Da Aggiornare' });
    const path = `/api/admin/contacts/${contact.id}/update`;

    const status = await admin.patch<ContactUpdateResponse>(path, { status: 'contacted' });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: true, contact: { status: 'contacted' } });
    expect((await admin.patch<ContactUpdateResponse>(path, { leadType: 'hot' })).body.contact.lead_type).toBe('hot');
    expect((await admin.patch<ContactUpdateResponse>(path, { adminNotes: ' Vuole vendere entro marzo ' })).body.contact.admin_notes).toBe(
      'Vuole vendere entro marzo',
    );

    await contact.reload();
    expect(contact).toMatchObject({ status: 'contacted', leadType: 'hot', adminNotes: 'Vuole vendere entro marzo' });

    const entries = await context.db.models.AuditLogEntry.findAll({
      where: { entityType: 'contact', entityId: String(contact.id) },
      order: [['id', 'ASC']],
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['contact.status', { status: 'new' }, { status: 'contacted' }],
      ['contact.leadType', { leadType: 'unknown' }, { leadType: 'hot' }],
      ['contact.adminNotes', { adminNotes: null }, { adminNotes: 'Vuole vendere entro marzo' }],
    ]);
    expect(entries[0]!.adminEmail).toBe(TEST_ADMIN.email);
    expect(entries[0]!.adminUserId).toEqual(expect.any(Number));
    expect(entries[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses none, two, or invalid fields with 400 in Italian, changing nothing', async () => {
    const contact = await createContact(context.db.models);
    const path = `/api/admin/contacts/${contact.id}/update`;
    const cases: Array<[unknown, string]> = [
      [{}, 'Indica un solo campo da aggiornare: note, stato o tipo di lead.'],
      [{ status: 'read', leadType: 'hot' }, 'Indica un solo campo da aggiornare: note, stato o tipo di lead.'],
      [{ status: 'archiviato' }, 'Stato non valido.'],
      [{ leadType: 'freddo' }, 'Tipo di lead non valido.'],
      [{ adminNotes: 42 }, 'Le note non sono valide.'],
      [{ adminNotes: 'x'.repeat(5001) }, 'Il testo inserito è troppo lungo'],
    ];
    for (const [payload, message] of cases) {
      const response = await admin.patch<ApiErrorBody>(path, payload);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_error', error: message });
    }
    await contact.reload();
    expect(contact).toMatchObject({ status: 'new', leadType: 'unknown', adminNotes: null });
  });

  it('answers 404 for an unknown contact, 401 without a session and 403 from another site', async () => {
    expect((await admin.patch('/api/admin/contacts/999999/update', { status: 'read' })).status).toBe(404);
    expect((await context.client().patch('/api/admin/contacts/1/update', { status: 'read' })).status).toBe(401);
    const foreign = await admin.patch('/api/admin/contacts/1/update', { status: 'read' }, { headers: { Origin: 'https://altro.example' } });
    expect(foreign.status).toBe(403);
  });
});

describe('DELETE /api/admin/contacts/{id}', () => {
  it('deletes the lead with its valuations, conversation and appointments, and the customer left with nothing', async () => {
    const { models } = context.db;
    const lead = await createLead(models, { name: 'Da Eliminare' });
    const abandoned = await createValuation(models, { userId: lead.owner.id, completed: false });
    await createAppointment(models, { contactId: lead.contact.id, userId: lead.owner.id });

    const response = await admin.delete<ContactDeleteResponse>(`/api/admin/contacts/${lead.contact.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, name: 'Da Eliminare' });

    expect(await models.Contact.findByPk(lead.contact.id)).toBeNull();
    expect(await models.Valuation.count({ where: { id: [lead.valuation.id, abandoned.id] } })).toBe(0);
    expect(await models.ChatMessage.count({ where: { valuationId: lead.valuation.id } })).toBe(0);
    expect(await models.Appointment.count({ where: { userId: lead.owner.id } })).toBe(0);
    expect(await models.Owner.findByPk(lead.owner.id)).toBeNull();

    const audit = await models.AuditLogEntry.findOne({ where: { action: 'contact.delete', entityId: String(lead.contact.id) } });
    expect(audit!.before).toMatchObject({ name: 'Da Eliminare', status: 'new' });
    expect(audit!.after).toMatchObject({ deleted: true, userDeleted: true });
    expect((audit!.after as { valuationIds: string[] }).valuationIds.sort()).toEqual([lead.valuation.id, abandoned.id].sort());
  });

  it("keeps the customer's other leads and their valuations", async () => {
    const { models } = context.db;
    const first = await createLead(models, { name: 'Cliente Ricorrente' });
    const second = await createLead(models, { userId: first.owner.id, name: 'Cliente Ricorrente' });

    expect((await admin.delete(`/api/admin/contacts/${first.contact.id}`)).status).toBe(200);
    expect(await models.Valuation.findByPk(first.valuation.id)).toBeNull();
    expect(await models.Valuation.findByPk(second.valuation.id)).not.toBeNull();
    expect(await models.Contact.findByPk(second.contact.id)).not.toBeNull();
    expect(await models.Owner.findByPk(first.owner.id)).not.toBeNull();
  });

  it('answers 404 for an unknown contact and 401 without a session', async () => {
    const missing = await admin.delete<ApiErrorBody>('/api/admin/contacts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Contatto non trovato');
    expect((await context.client().delete('/api/admin/contacts/1')).status).toBe(401);
  });
});
