/**
 * A phone number is one line: a line break or a tab inside it is refused by every form that asks for one,
 * with the form's own message for a malformed number, and nothing is stored. Run on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { PUBLIC_FORMS, storedRows, withField } from '../test/forms.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
});
afterAll(() => context.close());

const BREAKS = ['\n', '\r\n', '\u2028', '\t'];

/** The phone with `separator` between its first three digits and the rest. */
const broken = (separator: string) => (phone: string) => `${phone.slice(0, 3)}${separator}${phone.slice(3)}`;

function expectPhoneRefused(response: { status: number; body: ApiErrorBody }, field: string, message: string) {
  expect(response.status, field).toBe(400);
  expect(response.body).toMatchObject({ error: message, message, code: 'validation_error', fields: { [field]: message } });
}

describe('a phone number with a line break', () => {
  it('is refused by each public form with its message, and nothing is stored', async () => {
    const before = await storedRows(context);
    for (const form of PUBLIC_FORMS) {
      for (const separator of BREAKS) {
        const response = await context.client().post<ApiErrorBody>(form.path, withField(form.body, form.phone.field, broken(separator)));
        expectPhoneRefused(response, form.phone.field, form.phone.message);
      }
    }
    expect(await storedRows(context)).toBe(before);
  });

  it('is refused by the chat’s contact form and its appointment form, and nothing is stored', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const before = await storedRows(context);
    for (const separator of BREAKS) {
      const response = await client.post<ApiErrorBody>('/api/contact/save', {
        valuationId,
        contactData: { ...CONTACT_DATA, phone: broken(separator)(CONTACT_DATA.phone) },
      });
      expectPhoneRefused(response, 'contactData.phone', 'Numero di telefono non valido');
    }
    expect(await storedRows(context)).toBe(before);

    const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    expect(saved.status).toBe(200);
    const afterContact = await storedRows(context);
    for (const separator of BREAKS) {
      const response = await client.post<ApiErrorBody>('/api/appointment/save', {
        valuation_id: valuationId,
        user_id: saved.body.userData.id,
        phone: broken(separator)('333 999 8888'),
        preferred_time: 'pomeriggio',
        accetto_privacy: true,
      });
      expectPhoneRefused(response, 'phone', 'Numero di telefono non valido');
    }
    expect(await storedRows(context)).toBe(afterContact);
  });

  it('is accepted once written on one line, with the spaces people put in it', async () => {
    for (const form of PUBLIC_FORMS) {
      const response = await context.client().post(form.path, withField(form.body, form.phone.field, broken('\u00a0')));
      expect(response.status, form.path).toBe(201);
    }
  });
});
