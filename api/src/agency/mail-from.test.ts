/**
 * With MAIL_FROM set, every e-mail leaves from it, whatever the agency saves, and its Message-ID is of that
 * sender's domain; the owner's Reply-To still follows the agency's e-mail as saved. Read from a real SMTP server
 * on loopback and parsed by mailparser, as a mail client reads it.
 */
import { simpleParser, type AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettingsPayload, AgencySettingsResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { signedInAdmin } from '../test/factories.js';
import { startSmtpServer } from '../test/smtp-server.js';
import { TEST_AGENCY_EMAIL, createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: '"Valuta Casa Torino" <posta@mittente.example>', RATE_LIMIT_CHAT_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address));

async function estimateTo(email: string) {
  const client = context.client();
  const valuationId = await chatToContactForm(client);
  expect((await client.post('/api/contact/save', { valuationId, contactData: { ...CONTACT_DATA, email } })).status).toBe(200);
  const received = await smtp.waitForMatch((message) => message.to.includes(email));
  expect(received).toBeDefined();
  return simpleParser(received!.raw);
}

describe('MAIL_FROM', () => {
  it('is the sender before and after the agency saves another e-mail; the Reply-To follows the saved one', async () => {
    const before = await estimateTo('mittente.prima@example.it');
    expect(addresses(before.from)).toEqual(['posta@mittente.example']);
    expect(before.messageId).toMatch(/@mittente\.example>$/);
    expect(addresses(before.replyTo)).toEqual([TEST_AGENCY_EMAIL]);

    const admin = await signedInAdmin(context);
    const current = (await admin.get<AgencySettingsResponse>('/api/admin/agency-settings')).body;
    const payload: AgencySettingsPayload = {
      company: { ...current.company, email: 'nuova@agenzia.example' },
      team: current.team,
      reviews: current.reviews,
      emailSignature: current.emailSignature,
    };
    expect((await admin.put('/api/admin/agency-settings', payload)).status).toBe(200);

    const after = await estimateTo('mittente.dopo@example.it');
    expect(addresses(after.from)).toEqual(['posta@mittente.example']);
    expect(after.messageId).toMatch(/@mittente\.example>$/);
    expect(addresses(after.replyTo)).toEqual(['nuova@agenzia.example']);
  });
});
