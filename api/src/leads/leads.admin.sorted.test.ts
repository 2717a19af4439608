import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilteredContactsListResponse } from '@valuta/shared';
import { createContact, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
const leads: Record<string, number> = {};
const HOUR = 3_600_000;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  const { models } = context.db;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  leads.oldWaiting = (await createContact(models, { name: 'Attesa lunga', createdAt: at(50) })).id;
  leads.newWaiting = (await createContact(models, { name: 'Attesa breve', createdAt: at(2) })).id;
  leads.oldWorked = (await createContact(models, { name: 'Lavorato vecchio', status: 'contacted', contactedAt: at(39), createdAt: at(40) })).id;
  leads.newWorked = (await createContact(models, { name: 'Lavorato nuovo', status: 'contacted', contactedAt: at(9), createdAt: at(10) })).id;
  await admin.put(`/api/admin/contacts/${leads.oldWorked}/next-action`, { kind: 'call', dueAt: new Date(Date.now() + 30 * HOUR).toISOString() });
  await admin.put(`/api/admin/contacts/${leads.newWorked}/next-action`, { kind: 'email', dueAt: new Date(Date.now() + 3 * HOUR).toISOString() });
});
afterAll(() => context.close());

const order = async (sort: string, limit = 20) => {
  const ids: number[] = [];
  for (let offset = 0; offset < 4; offset += limit) {
    const response = await admin.get<FilteredContactsListResponse>(`/api/admin/contacts?sort=${sort}&limit=${limit}&offset=${offset}`);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(4);
    ids.push(...response.body.contacts.map((row) => row.id));
  }
  return ids;
};

describe('the contacts list, sorted', () => {
  it('by age, by lateness (those waiting longest first) and by next action (the soonest first), page by page', async () => {
    const { oldWaiting, newWaiting, oldWorked, newWorked } = leads;
    for (const limit of [20, 1, 3]) {
      expect(await order('newest', limit)).toEqual([newWaiting, newWorked, oldWorked, oldWaiting]);
      expect(await order('oldest', limit)).toEqual([oldWaiting, oldWorked, newWorked, newWaiting]);
      expect(await order('late', limit)).toEqual([oldWaiting, newWaiting, newWorked, oldWorked]);
      expect(await order('next_action', limit)).toEqual([newWorked, oldWorked, newWaiting, oldWaiting]);
    }
  });

  it("answers each row's age, lateness and next action", async () => {
    const { body } = await admin.get<FilteredContactsListResponse>('/api/admin/contacts?sort=next_action&limit=1');
    expect(body.contacts[0]!.work).toMatchObject({ late: false, nextAction: { kind: 'email' } });
    expect(body.contacts[0]!.work.ageSeconds).toBeGreaterThanOrEqual(10 * 3600);
    const late = (await admin.get<FilteredContactsListResponse>('/api/admin/contacts?sort=late&limit=1')).body.contacts[0]!;
    expect(late.work).toMatchObject({ late: true, contactedAt: null, nextAction: null });
  });

  it('refuses an order it does not know, in Italian', async () => {
    const response = await admin.get<{ fields: Record<string, string> }>('/api/admin/contacts?sort=alfabetico');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ sort: 'Ordinamento non valido.' });
  });
});
