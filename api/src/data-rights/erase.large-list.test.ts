import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilteredContactsListResponse } from '@valuta/shared';
import { COUNT_CACHED_ABOVE } from '../leads/leads.admin.counts.js';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { seedLargeList } from '../test/large-list.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  await seedLargeList(context);
});
afterAll(async () => {
  await context.close();
});

describe("erasing a person's data from a large list", () => {
  it('takes them out of the count of a search at once', async () => {
    const searched = () => admin.get<FilteredContactsListResponse>('/api/admin/contacts?search=proprietario&limit=1');
    const before = await searched();
    expect(before.body.totalCount).toBe(COUNT_CACHED_ABOVE + 1);
    const erased = await admin.delete(`/api/admin/contacts/${before.body.contacts[0]!.id}/personal-data`);
    expect(erased.status).toBe(200);
    expect((await searched()).body.totalCount).toBe(COUNT_CACHED_ABOVE);
  });
});
