import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactsListResponse } from '@valuta/shared';
import { createContact, signedInAdmin } from '../test/factories.js';
import { allContactPages } from '../test/contact-pages.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const onPostgres = process.env.TEST_DATABASE?.startsWith('postgres');

const names = (response: { body: ContactsListResponse }) => response.body.contacts.map((contact) => contact.name);

const allPages = (query: string, limit: number) => allContactPages(admin, query, limit);

describe('the contacts search, through the trigram index', () => {
  beforeAll(async () => {
    const { models } = context.db;
    await createContact(models, { name: 'Beatrice Lancellotti', email: 'b.lancellotti@studio-rossa.it', phone: '011 55.66.77' });
    await createContact(models, { name: 'Ugo Foscolo', email: 'ugo@example.it', phone: '+39 (347) 765-4321' });
    await createContact(models, { name: 'Citt\u00e0 Àlfa', email: 'alfa@example.it', phone: '3400000000' });
  });

  it('finds a name by any part of a word, whatever the case', async () => {
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=CELLOT'))).toEqual(['Beatrice Lancellotti']);
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=ugo%20fosc'))).toEqual(['Ugo Foscolo']);
  });

  it('finds an e-mail by part of it', async () => {
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=studio-rossa'))).toEqual(['Beatrice Lancellotti']);
  });

  it('finds a phone by its digits however it was spaced, and as it was typed', async () => {
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=0115566'))).toEqual(['Beatrice Lancellotti']);
    expect(names(await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent('347 765 43')}`))).toEqual(['Ugo Foscolo']);
    expect(names(await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent('(347)')}`))).toEqual(['Ugo Foscolo']);
  });

  it('finds terms shorter than three characters too', async () => {
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=go'))).toEqual(['Ugo Foscolo']);
  });

  it('reads quotes and search operators as plain text, never as a 5xx', async () => {
    for (const term of ['"', 'a"b"', 'ugo OR', 'NEAR(ugo)', 'fos*', '{name}:ugo', '-ugo', '^ugo', 'ugo AND NOT x']) {
      const response = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(term)}`);
      expect(response.status, term).toBe(200);
      expect(response.body.contacts, term).toEqual([]);
    }
  });

  it('follows a change of name, e-mail or phone, and forgets a deleted lead', async () => {
    const contact = await createContact(context.db.models, { name: 'Nome Provvisorio', email: 'provvisorio@example.it' });
    await contact.update({ name: 'Nome Definitivo', phone: '333 999 8888' });
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=provvisorio'))).toEqual(['Nome Definitivo']);
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=definitivo'))).toEqual(['Nome Definitivo']);
    expect(names(await admin.get<ContactsListResponse>('/api/admin/contacts?search=3339998888'))).toEqual(['Nome Definitivo']);
    await contact.destroy();
    expect((await admin.get<ContactsListResponse>('/api/admin/contacts?search=definitivo')).body.totalCount).toBe(0);
  });
});

describe('paging the contacts list', () => {
  const instant = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    const { models } = context.db;
    // Leads of the very same instant: only the id can order them, and no page may repeat or skip one.
    for (let index = 0; index < 23; index += 1) {
      await createContact(models, {
        name: `Pari ${index}`,
        email: `pari${index}@example.it`,
        createdAt: instant,
        status: index % 3 === 0 ? 'contacted' : 'new',
      });
    }
  });

  it('gives every lead once across the pages, newest first and by id among equals, with the same total on each page', async () => {
    const everything = await context.db.models.Contact.findAll({ attributes: ['id', 'createdAt'] });
    const expected = everything.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((contact) => contact.id);
    const { ids, totals } = await allPages('', 4);
    expect(ids).toEqual(expected);
    expect(totals).toEqual([expected.length]);
  });

  it('pages a search and a filter the same way, and counts what it pages', async () => {
    const searched = await allPages('&search=pari', 5);
    expect(searched.ids).toHaveLength(23);
    expect(new Set(searched.ids).size).toBe(23);
    expect(searched.totals).toEqual([23]);

    const filtered = await allPages('&search=pari&status=contacted', 3);
    expect(filtered.ids).toHaveLength(8);
    expect(filtered.totals).toEqual([8]);
  });

  /** Every lead's id in the list's order, or those `where` keeps. */
  async function listed(where: (contact: { status: string }) => boolean = () => true) {
    const everything = await context.db.models.Contact.findAll({ attributes: ['id', 'createdAt', 'status'] });
    return everything
      .filter(where)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((contact) => contact.id);
  }

  const page = async (offset: number, query = '') =>
    (await admin.get<ContactsListResponse>(`/api/admin/contacts?limit=4&offset=${offset}${query}`)).body.contacts.map((contact) => contact.id);

  it('gives a page near one already read, before it or after it, as the whole list gives it, filtered or not', async () => {
    const everything = await listed();
    const contacted = await listed((contact) => contact.status === 'contacted');
    for (const offset of [8, 12, 9, 7, 16, 11, 0, 3]) {
      expect(await page(offset), `offset ${offset}`).toEqual(everything.slice(offset, offset + 4));
    }
    for (const offset of [4, 2, 5, 0, 6]) {
      expect(await page(offset, '&status=contacted'), `contacted, offset ${offset}`).toEqual(contacted.slice(offset, offset + 4));
    }
    // A period, whose start moves with every request: its pages still follow one another.
    for (const offset of [8, 12, 9]) {
      expect(await page(offset, '&timeFilter=7days'), `7 days, offset ${offset}`).toEqual(everything.slice(offset, offset + 4));
    }
  });

  it.runIf(onPostgres)('keeps a deep page where it was read until the offsets are counted again, the first page at once', async () => {
    const before = await listed();
    expect(await page(8)).toEqual(before.slice(8, 12));
    // A lead arriving from the chat: the page read again starts where it started, so that no lead shows twice.
    const newcomer = await createContact(context.db.models, { name: 'Pari nuovo', email: 'pari.nuovo@example.it' });
    expect(await page(8)).toEqual(before.slice(8, 12));
    // A change through the back office counts the offsets again from the newest lead.
    expect((await admin.patch(`/api/admin/contacts/${before[0]}/update`, { status: 'read' })).status).toBe(200);
    const now = [newcomer.id, ...before];
    expect(await page(8)).toEqual(now.slice(8, 12));
    expect(await page(0)).toEqual(now.slice(0, 4));
    expect((await admin.delete(`/api/admin/contacts/${newcomer.id}`)).status).toBe(200);
    expect(await page(8)).toEqual(before.slice(8, 12));
  });

  it('answers an offset past the end with no rows and the total', async () => {
    const { body } = await admin.get<ContactsListResponse>('/api/admin/contacts?limit=20&offset=5000&search=pari');
    expect(body).toMatchObject({ contacts: [], totalCount: 23 });
  });
});
