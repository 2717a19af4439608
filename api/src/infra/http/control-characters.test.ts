/**
 * A NUL byte or another control character in any text of a request is refused before anything is stored:
 * PostgreSQL cannot store a NUL in a text column (it was a 500), SQLite stored it. Run on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChatTurnResponse, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../../test/chat-walk.js';
import { createContact, signedInAdmin } from '../../test/factories.js';
import { PUBLIC_FORMS, storedRows as storedRowsOf, withField } from '../../test/forms.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
});
afterAll(() => context.close());

const REFUSED = 'Il testo contiene caratteri non validi.';

const storedRows = () => storedRowsOf(context);

function expectRefused(response: { status: number; body: ApiErrorBody }, field: string) {
  expect(response.status, field).toBe(400);
  expect(response.body).toEqual({ error: REFUSED, message: REFUSED, code: 'validation_error', fields: { [field]: REFUSED } });
}

const FORMS = [...PUBLIC_FORMS, { path: '/api/visits', body: { visitId: 'v'.repeat(21), path: '/chi-siamo' }, freeText: 'path' }];

/** `body` with `character` in the middle of its field at `path`. */
const withCharacterIn = (body: Record<string, unknown>, path: string, character: string) =>
  withField(body, path, (text) => `${text.slice(0, 3)}${character}${text.slice(3)}`);

describe('a NUL byte in a public form', () => {
  it('is refused with 400 and the field named in Italian, and nothing is stored', async () => {
    const before = await storedRows();
    for (const form of FORMS) {
      const response = await context.client().post<ApiErrorBody>(form.path, withCharacterIn(form.body, form.freeText, '\u0000'));
      expectRefused(response, form.freeText);
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
