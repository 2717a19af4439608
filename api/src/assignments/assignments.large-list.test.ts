import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentResponse, FilteredContactsListResponse } from '@valuta/shared';
import { COUNT_CACHED_ABOVE } from '../leads/leads.admin.counts.js';
import { signedInMember } from '../test/factories.js';
import { seedLargeList } from '../test/large-list.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let giulia: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  context = await createTestContext();
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
  await seedLargeList(context);
});
afterAll(async () => {
  await context.close();
});

describe('assigning a lead of a large list', () => {
  it("takes it out of the count of 'Non assegnati' at once", async () => {
    const unassigned = () => giulia.client.get<FilteredContactsListResponse>('/api/admin/contacts?assignee=none&limit=1');
    const before = await unassigned();
    expect(before.body.totalCount).toBe(COUNT_CACHED_ABOVE + 1);
    const taken = before.body.contacts[0]!.id;

    const assigned = await giulia.client.put<AssignmentResponse>(`/api/admin/assignments/contact/${taken}`, { assigneeId: giulia.id });
    expect(assigned.status).toBe(200);

    const after = await unassigned();
    expect(after.body.contacts[0]!.id).not.toBe(taken);
    expect(after.body.totalCount).toBe(COUNT_CACHED_ABOVE);
    const mine = await giulia.client.get<FilteredContactsListResponse>('/api/admin/contacts?assignee=me');
    expect(mine.body).toMatchObject({ totalCount: 1, contacts: [{ id: taken }] });
  });
});
