import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSessionResponse, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

// No SMTP_URL: messages are only written as files, nobody receives them.
beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '100', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000' } });
});
afterAll(() => context.close());

describe('the estimate e-mail, without a mail server', () => {
  it('is not promised by Amelia when she asks for the contacts', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const session = await client.get<ChatSessionResponse>(`/api/chat/${valuationId}`);
    const request = session.body.messages.at(-1)!;
    expect(request.content).toMatch(/^Grazie, ho tutti i dati che mi servono!/);
    expect(request.content).not.toMatch(/e-?mail/i);
  });

  it('is not claimed: the answer says it was not e-mailed', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const response = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    expect(response.status).toBe(200);
    expect(response.body.estimateEmailed).toBe(false);
  });
});
