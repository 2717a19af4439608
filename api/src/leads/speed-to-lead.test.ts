import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDetailsResponse } from '@valuta/shared';
import { createContact, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('the speed to lead on the card', () => {
  it('is empty until staff first change the lead, then the wait from its arrival to that change', async () => {
    const arrived = new Date(Date.now() - 90 * 60_000);
    const contact = await createContact(context.db.models, { createdAt: arrived });
    const card = () => admin.get<ContactDetailsResponse>(`/api/admin/contacts/${contact.id}/details`);

    expect((await card()).body.speedToLead).toEqual({ firstChangeAt: null, waitedSeconds: null });
    // Opening the card (an audited read) is not work: the card still says nobody has worked the lead.
    expect((await card()).body.speedToLead).toEqual({ firstChangeAt: null, waitedSeconds: null });

    expect((await admin.patch(`/api/admin/contacts/${contact.id}/update`, { status: 'contacted' })).status).toBe(200);
    const first = (await card()).body.speedToLead;
    expect(first.firstChangeAt).not.toBeNull();
    const expected = Math.round((Date.parse(first.firstChangeAt!) - arrived.getTime()) / 1000);
    expect(first.waitedSeconds).toBe(expected);
    expect(first.waitedSeconds).toBeGreaterThanOrEqual(90 * 60);

    // A call logged from the card is work too: on a lead nobody touched, it is the first change.
    const called = await createContact(context.db.models, { createdAt: arrived });
    await admin.get(`/api/admin/contacts/${called.id}/details`);
    await admin.post(`/api/admin/contacts/${called.id}/calls`, { outcome: 'no_answer' });
    const entry = await context.db.models.AuditLogEntry.findOne({ where: { entityId: String(called.id), action: 'contact.call' } });
    const afterCall = (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${called.id}/details`)).body.speedToLead;
    expect(afterCall.firstChangeAt).toBe(entry!.createdAt.toISOString());

    // A later change does not move it.
    await admin.patch(`/api/admin/contacts/${contact.id}/update`, { adminNotes: 'Richiamare lunedì' });
    expect((await card()).body.speedToLead).toEqual(first);
  });
});
