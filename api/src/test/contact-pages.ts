import type { ContactsListResponse } from '@valuta/shared';
import type { TestClient } from './http.js';

/** Every page of the contacts list for `query` (e.g. '&search=rossi'), in order, with the totals the pages reported. */
export async function allContactPages(admin: TestClient, query: string, limit: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const { body } = await admin.get<ContactsListResponse>(`/api/admin/contacts?limit=${limit}&offset=${offset}${query}`);
    totals.add(body.totalCount);
    ids.push(...body.contacts.map((contact) => contact.id));
    if (body.contacts.length < limit) break;
  }
  return { ids, totals: [...totals] };
}
