/**
 * The back office over leads made the way owners make them: through the public chat and its contact form,
 * not through the models. What the chat stores is what the admin calls read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentSaveResponse,
  ChatTurnResponse,
  ContactDetailsResponse,
  ContactSaveResponse,
  ContactsListResponse,
  DashboardResponse,
  OwnerPartResponses,
  OwnersListResponse,
} from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { signedInAdmin } from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
let firstValuationId: string;
let secondValuationId: string;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  const owner = context.client();
  firstValuationId = await chatToContactForm(owner);
  const saved = withStatus(
    await owner.post<ContactSaveResponse>('/api/contact/save', { valuationId: firstValuationId, contactData: CONTACT_DATA }),
    200,
  );
  withStatus(
    await owner.post<AppointmentSaveResponse>('/api/appointment/save', {
      valuation_id: firstValuationId,
      user_id: saved.body.userData.id,
      phone: '333 123 4567',
      preferred_time: 'pomeriggio',
      whatsapp_ok: true,
      accetto_privacy: true,
    }),
    201,
  );
  // The same owner comes back for a second home; a third visitor starts a chat and leaves.
  secondValuationId = await chatToContactForm(owner);
  withStatus(await owner.post<ContactSaveResponse>('/api/contact/save', { valuationId: secondValuationId, contactData: CONTACT_DATA }), 200);
  withStatus(await context.client().post<ChatTurnResponse>('/api/chat/start'), 201);
});
afterAll(() => context.close());

describe('leads from the public chat in the back office', () => {
  it('are listed with their estimate and the count of the same owner’s valuations', async () => {
    const { body } = await admin.get<ContactsListResponse>('/api/admin/contacts?search=rossi');
    expect(body.totalCount).toBe(2);
    for (const contact of body.contacts) {
      expect(contact).toMatchObject({
        name: 'Maria Rossi',
        email: 'maria.rossi@example.it',
        phone: '333 123 4567',
        status: 'new',
        leadType: 'unknown',
        user_valuations_count: 2,
      });
      expect(contact.valuation).toMatchObject({ city: 'Torino', propertyType: 'CONDOMINIUM', squareMeters: 90, completed: true });
      expect(contact.valuation!.valuationValue).toBeGreaterThan(0);
      expect(contact.valuation!.range_min).toBeLessThan(contact.valuation!.valuationValue!);
    }
  });

  it('open on a card with the home, the model’s explanation and the whole conversation', async () => {
    const { body: list } = await admin.get<ContactsListResponse>('/api/admin/contacts?search=rossi');
    const lead = list.contacts.find((contact) => contact.valuation?.id === firstValuationId)!;
    const { body } = await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`);
    expect(body.valuationsCount).toBe(2);
    expect(body.valuation).toMatchObject({
      id: firstValuationId,
      city: 'Torino',
      squareMeters: 90,
      rooms: 3,
      bathrooms: 1,
      floor: 2,
      construction_year: 1965,
      energyClass: 'D',
      condition: 'GOOD',
      contactName: 'Maria Rossi',
    });
    expect(body.valuation!.explanation!.adjustments.length).toBeGreaterThan(0);
    expect(body.contact).toMatchObject({ notes: 'Preferisco essere chiamata dopo le 18', consent_email: true, privacy_accepted: true });

    const messages = body.conversation!.messages;
    expect(messages[0]!.role).toBe('assistant');
    expect(messages.some((message) => message.role === 'user' && message.content === 'Via Nizza 120')).toBe(true);
    expect(messages.some((message) => message.content.startsWith('Ecco il valore stimato'))).toBe(true);
    expect(body.appointments).toEqual([
      expect.objectContaining({ contact_id: lead.id, preferred_time: 'pomeriggio', whatsapp_ok: true, status: 'pending', requested_date: null }),
    ]);
  });

  it('count in the dashboard: chats started, valuations, forms and the conversion', async () => {
    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.stats).toMatchObject({ chatsStarted: 3, valuations: 2, formsCompleted: 2, conversionRate: 66.7 });
    expect(body.recentContacts.map((contact) => contact.name)).toEqual(['Maria Rossi', 'Maria Rossi']);
    // A request is not coming up until staff confirm it with a date.
    expect(body.upcomingAppointments).toEqual([]);
    // The funnel and the chat time come from the walks above: three chats, two to the end.
    expect(body.chatFunnel.started).toBe(3);
    expect(body.chatFunnel.completed).toBe(2);
    expect(body.chatFunnel.steps[0]).toMatchObject({ step: 'city', reached: 3 });
    expect(body.chatFunnel.steps.find((step) => step.step === 'completed')).toMatchObject({ reached: 2, leftHere: 0 });
    expect(body.chatFunnel.steps.reduce((sum, step) => sum + step.leftHere, 0)).toBe(1);
    expect(body.stats.avgChatTime).toEqual(expect.any(Number));
  });

  it('appear under one owner with both valuations and conversations', async () => {
    const { body: owners } = await admin.get<OwnersListResponse>('/api/admin/users');
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ email: 'maria.rossi@example.it', valuations_count: 2, gdpr_consent: true });
    const conversations = await admin.get<OwnerPartResponses['conversations']>(`/api/admin/users/${owners[0]!.id}/conversations`);
    expect(conversations.body.map((conversation) => conversation.valuation_id).sort()).toEqual([firstValuationId, secondValuationId].sort());
  });
});
