import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { createTestContext, type TestContext } from '../test/support.js';

let down: TestContext;

// A port nothing listens on: every delivery fails as it would with the agency's mail server down.
beforeAll(async () => {
  down = await createTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000' } });
});
afterAll(() => down.close());

describe('a mail server that is down', () => {
  it('keeps the lead, answers at once and leaves the e-mails in the outbox to retry', async () => {
    const client = down.client();
    const valuationId = await chatToContactForm(client);
    const response = await client.post('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    expect(response.status).toBe(200);
    expect(await down.db.models.Contact.count({ where: { valuationId } })).toBe(1);
    // The save's own queueing already started a run, which stops at the first failure of the server (it does
    // not hammer a server that is down); the next run tries what that one left.
    await down.app.services.outbox.processDue();
    await down.app.services.outbox.processDue();
    const queued = await down.db.models.OutboxEmail.findAll();
    expect(queued.map((email) => email.kind).sort()).toEqual(['lead_notification', 'valuation_result']);
    expect(queued.every((email) => email.status === 'pending' && email.attempts >= 1)).toBe(true);
  });
});
