/**
 * A NUL byte or another control character in any text of a request is refused before anything is stored:
 * PostgreSQL cannot store a NUL in a text column (it was a 500), SQLite stored it. Run on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChatTurnResponse, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../../test/chat-walk.js';
import { createContact, signedInAdmin } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
});
afterAll(() => context.close());

const REFUSED = 'Il testo contiene caratteri non validi.';

/** Every stored row a public request could add. */
async function storedRows() {
  const m = context.db.models;
  const counts = await Promise.all(
    [
      m.AssistanceRequest,
      m.SellerContact,
      m.Booking,
      m.ConsultationRequest,
      m.PartnerApplication,
      m.UnsupportedCityContact,
      m.Contact,
      m.User,
      m.Appointment,
      m.ChatMessage,
      m.PageVisit,
    ].map((model) => (model as { count(): Promise<number> }).count()),
  );
  return counts.join(',');
}

function expectRefused(response: { status: number; body: ApiErrorBody }, field: string) {
  expect(response.status, field).toBe(400);
  expect(response.body).toEqual({ error: REFUSED, message: REFUSED, code: 'validation_error', fields: { [field]: REFUSED } });
}

/** A valid request of each public form, and the free-text field a control character goes into. */
const FORMS: Array<{ path: string; body: Record<string, unknown>; field: string }> = [
  {
    path: '/api/assistenza/richiesta',
    body: {
      name: 'Paolo Bianchi',
      email: 'paolo@example.it',
      phone: '011 123456',
      message: 'Non riesco a completare la valutazione.',
      accetto_privacy: true,
    },
    field: 'message',
  },
  {
    path: '/api/seller-contacts',
    body: {
      nome_completo: 'Giulia Ferrero',
      email: 'giulia@example.it',
      telefono: '333 123 4567',
      indirizzo_immobile: 'Via Po 10',
      privacy_accettata: true,
    },
    field: 'indirizzo_immobile',
  },
  {
    path: '/api/book-appointment',
    body: {
      firstName: 'Anna',
      lastName: 'Conti',
      email: 'anna@example.it',
      phone: '+39 333 765 4321',
      valuation: '320.000 €',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      notes: 'Preferisco dopo le 16',
      gdprConsent: true,
    },
    field: 'notes',
  },
  {
    path: '/api/strategy-cambio-casa',
    body: { nome: 'Luca', cognome: 'Gallo', email: 'luca@example.it', telefono: '3331234567', privacy_accepted: true },
    field: 'cognome',
  },
  {
    path: '/api/partner-applications',
    body: {
      nome: 'Marco',
      cognome: 'Russo',
      email: 'marco@example.it',
      telefono: '347 000 1122',
      citta: 'Chieri',
      motivazione: 'Lavoro da 8 anni sulla collina torinese.',
      accetto_privacy: true,
    },
    field: 'motivazione',
  },
  {
    path: '/api/contact/unsupported-city-new',
    body: {
      nome: 'Paolo',
      cognome: 'Neri',
      email: 'paolo.neri@example.it',
      telefono: '347 111 2222',
      citta: 'Asti',
      motivazione: 'Vorrei vendere la casa dei miei genitori',
      accetto_privacy: true,
    },
    field: 'citta',
  },
  {
    path: '/api/contact/unsupported-city',
    body: {
      contactData: {
        name: 'Giulia Verdi',
        phone: '333 765 4321',
        propertyDescription: 'Trilocale di 80 mq in zona Navigli',
        town: 'Milano',
        accetto_privacy: true,
      },
    },
    field: 'contactData.propertyDescription',
  },
  { path: '/api/visits', body: { visitId: 'v'.repeat(21), path: '/chi-siamo' }, field: 'path' },
];

/** `text` with `character` in its middle. */
const withCharacter = (text: string, character: string) => `${text.slice(0, 3)}${character}${text.slice(3)}`;

function withCharacterIn(body: Record<string, unknown>, field: string, character: string): Record<string, unknown> {
  const [head, ...rest] = field.split('.');
  const value = body[head!];
  if (rest.length === 0) return { ...body, [head!]: withCharacter(String(value), character) };
  return { ...body, [head!]: withCharacterIn(value as Record<string, unknown>, rest.join('.'), character) };
}

describe('a NUL byte in a public form', () => {
  it('is refused with 400 and the field named in Italian, and nothing is stored', async () => {
    const before = await storedRows();
    for (const form of FORMS) {
      const response = await context.client().post<ApiErrorBody>(form.path, withCharacterIn(form.body, form.field, '\u0000'));
      expectRefused(response, form.field);
    }
    expect(await storedRows()).toBe(before);
  });

  it('is refused in the chat’s contact form and its appointment form, with nothing stored', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const before = await storedRows();
    const contact = await client.post<ApiErrorBody>('/api/contact/save', {
      valuationId,
      contactData: { ...CONTACT_DATA, notes: 'Chiamatemi\u0000 dopo le 18' },
    });
    expectRefused(contact, 'contactData.notes');
    expect(await storedRows()).toBe(before);

    const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    expect(saved.status).toBe(200);
    const afterContact = await storedRows();
    const appointment = await client.post<ApiErrorBody>('/api/appointment/save', {
      valuation_id: valuationId,
      user_id: saved.body.userData.id,
      phone: '333 999\u0000 8888',
      preferred_time: 'pomeriggio',
      accetto_privacy: true,
    });
    expectRefused(appointment, 'phone');
    expect(await storedRows()).toBe(afterContact);
  });
});

describe('a NUL byte in a chat message', () => {
  it('is refused with 400 in Italian and the conversation is left as it was', async () => {
    const client = context.client();
    const started = await client.post<ChatTurnResponse>('/api/chat/start');
    const { valuationId } = started.body;
    const before = await storedRows();
    const response = await client.post<ApiErrorBody>('/api/chat/message', { valuationId, message: 'Tor\u0000ino' });
    expectRefused(response, 'message');
    expect(await storedRows()).toBe(before);

    const next = await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: 'Torino' });
    expect(next.status).toBe(200);
    expect(next.body.propertyData).toMatchObject({ city: 'Torino' });
  });

  it('is refused in the conversation after the estimate', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    await client.post('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    const before = await storedRows();
    expectRefused(await client.post<ApiErrorBody>('/api/chat/post-valuation', { valuationId, message: 'Come\u0000 mai?' }), 'message');
    expectRefused(
      await client.post<ApiErrorBody>('/api/chat-gpt', { valuationId, userMessage: 'ok', conversation: [{ role: 'user', content: 'a\u0000b' }] }),
      'conversation.0.content',
    );
    expect(await storedRows()).toBe(before);
  });
});

describe('other control characters', () => {
  it('are refused like NUL, while tab and line breaks of a multi-line text are kept', async () => {
    const assistance = FORMS[0]!;
    const before = await storedRows();
    for (const character of ['\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F']) {
      expectRefused(await context.client().post<ApiErrorBody>(assistance.path, withCharacterIn(assistance.body, 'name', character)), 'name');
    }
    expect(await storedRows()).toBe(before);

    const message = 'Buongiorno,\r\nnon riesco a completare la valutazione:\n\t- il piano non viene accettato.';
    const accepted = await context.client().post<{ id: number }>(assistance.path, { ...assistance.body, message });
    expect(accepted.status).toBe(201);
    expect((await context.db.models.AssistanceRequest.findByPk(accepted.body.id))?.message).toBe(message);
  });

  it('in a key of the body are refused too', async () => {
    const assistance = FORMS[0]!;
    const before = await storedRows();
    const response = await context.client().post<ApiErrorBody>(assistance.path, { ...assistance.body, 'x\u0000': 'y' });
    expectRefused(response, '_');
    expect(await storedRows()).toBe(before);
  });
});

describe('a NUL byte in the back office', () => {
  it('is refused in a payload and in a search, in Italian, and nothing is changed', async () => {
    const admin = await signedInAdmin(context);
    const contact = await createContact(context.db.models, { name: 'Carla Neri' });
    const update = await admin.patch<ApiErrorBody>(`/api/admin/contacts/${contact.id}/update`, { adminNotes: 'Richiamare\u0000 lunedì' });
    expectRefused(update, 'adminNotes');
    await contact.reload();
    expect(contact.adminNotes).toBeNull();

    const search = await admin.get<ApiErrorBody>(`/api/admin/contacts?search=${encodeURIComponent('Carla\u0000')}`);
    expectRefused(search, 'search');
  });
});
