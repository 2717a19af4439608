import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const HOUR_MS = 60 * 60 * 1000;
const onPostgres = process.env.TEST_DATABASE?.startsWith('postgres');
const SURNAMES = ['Verdi', 'Neri', 'Gialli', 'Bianchi'];

const allPages = (query: string, limit: number) => allContactPages(admin, query, limit);

/** What a plain scan of every lead answers: the leads whose name, e-mail or phone contains `term`, newest first. */
async function scanned(contains: (fields: string[]) => boolean, on: TestContext = context) {
  const everything = await on.db.models.Contact.findAll({ attributes: ['id', 'name', 'email', 'phone', 'createdAt'] });
  return everything
    .filter((contact) => contains([contact.name, contact.email, contact.phone]))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((contact) => contact.id);
}

/** The term and, for two or three words, the same words in every other order ("verdi 4" and "4 verdi"). */
function inAnyOrder(term: string): string[] {
  const words = term.trim().split(/\s+/);
  if (words.length === 2) return [term, `${words[1]} ${words[0]}`];
  return [term];
}

/** A plain scan's match: some field holds the term, or its words in another order. */
const containsText = (term: string) => (fields: string[]) =>
  inAnyOrder(term).some((text) => fields.some((field) => field.toLowerCase().includes(text.toLowerCase())));

describe('the contacts search, page by page', () => {
  beforeAll(async () => {
    const { models } = context.db;
    const now = Date.now();
    // Creation dates out of step with the ids (as imported leads would be) and groups of leads of the same
    // instant: the pages must follow created_at, then the id, whichever way the search reads them.
    for (let index = 0; index < 160; index += 1) {
      await createContact(models, {
        name: `Cercato ${SURNAMES[index % SURNAMES.length]} ${index}`,
        email: `lead.${index}@esempio.it`,
        phone: `011 ${String(1_000_000 + index * 37).replace(/(\d{3})(\d{4})/, '$1 $2')}`,
        createdAt: new Date(now - ((index * 7919) % 40) * 6 * HOUR_MS),
      });
    }
  });

  it('gives the pages a plain scan gives, for a broad term and a narrow one, with the same total on each page', async () => {
    // A broad term's pages are found by walking the leads newest first, a narrow one's ('verdi 4': four leads)
    // by sorting its matches; both must give the same pages.
    for (const term of ['verdi', 'cercato', 'gialli 1', 'verdi 4']) {
      const expected = await scanned(containsText(term));
      expect(expected.length, term).toBeGreaterThan(0);
      for (const limit of [3, 20]) {
        const { ids, totals } = await allPages(`&search=${encodeURIComponent(term)}`, limit);
        expect(ids, `${term}, ${limit} a page`).toEqual(expected);
        expect(totals, `${term}, ${limit} a page`).toEqual([expected.length]);
      }
    }
  });

  it('gives a deep page on its own, as the page buttons ask for it', async () => {
    const expected = await scanned(containsText('bianchi'));
    const { body } = await admin.get<ContactsListResponse>('/api/admin/contacts?limit=5&offset=30&search=BIANCHI');
    expect(body.contacts.map((contact) => contact.id)).toEqual(expected.slice(30, 35));
    expect(body.totalCount).toBe(expected.length);
  });

  it('gives a page near one already read, before it or after it, as a plain scan does', async () => {
    // Leads of the same instant in groups: a page that starts from the edge of another must still follow the id.
    const expected = await scanned(containsText('gialli'));
    expect(expected.length).toBeGreaterThan(30);
    for (const offset of [20, 25, 21, 19, 30, 24, 0, 5]) {
      const { body } = await admin.get<ContactsListResponse>(`/api/admin/contacts?limit=5&offset=${offset}&search=gialli`);
      expect(
        body.contacts.map((contact) => contact.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + 5));
    }
  });

  it.runIf(onPostgres)('keeps a deep page where it was read until the offsets are counted again, the first page at once', async () => {
    const { models } = context.db;
    const page = async (offset: number) =>
      (await admin.get<ContactsListResponse>(`/api/admin/contacts?limit=5&offset=${offset}&search=neri`)).body.contacts.map((contact) => contact.id);
    const before = await scanned(containsText('neri'));
    expect(await page(10)).toEqual(before.slice(10, 15));
    // A lead arriving from the chat: the page read again starts where it started, so that no lead shows twice.
    const newcomer = await createContact(models, { name: 'Nuova Neri', email: 'nuova.neri@esempio.it' });
    expect(await page(10)).toEqual(before.slice(10, 15));
    // A change through the back office counts the offsets again from the newest lead.
    const changed = await admin.patch(`/api/admin/contacts/${before[0]}/update`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    const now = [newcomer.id, ...before];
    expect(await page(10)).toEqual(now.slice(10, 15));
    expect(await page(0)).toEqual(now.slice(0, 5));
    await newcomer.destroy();
  });

  it('pages a phone number however it was spaced', async () => {
    const digits = '01110003';
    const expected = await scanned((fields) => fields[2]!.replace(/[\s.\-/()]/g, '').includes(digits));
    expect(expected.length).toBeGreaterThan(1);
    const { ids, totals } = await allPages(`&search=${encodeURIComponent('011 100 03')}`, 2);
    expect(ids).toEqual(expected);
    expect(totals).toEqual([expected.length]);
  });

  it('pages terms shorter than three characters', async () => {
    const expected = await scanned(containsText('.1'));
    expect(expected.length).toBeGreaterThan(7);
    const { ids, totals } = await allPages('&search=.1', 7);
    expect(ids).toEqual(expected);
    expect(totals).toEqual([expected.length]);
  });

  it('counts a new lead and a deleted one at once', async () => {
    const before = (await admin.get<ContactsListResponse>('/api/admin/contacts?search=neri')).body.totalCount;
    const contact = await createContact(context.db.models, { name: 'Anna Neri', email: 'anna@esempio.it' });
    const after = await admin.get<ContactsListResponse>('/api/admin/contacts?search=neri');
    expect(after.body.totalCount).toBe(before + 1);
    expect(after.body.contacts[0]!.id).toBe(contact.id);
    await contact.destroy();
    expect((await admin.get<ContactsListResponse>('/api/admin/contacts?search=neri')).body.totalCount).toBe(before);
  });

  it('finds a name typed in any order of its words, never across two fields', async () => {
    const anna = await createContact(context.db.models, { name: 'Anna Verdi', email: 'a.verdi@posta.it' });
    const maria = await createContact(context.db.models, { name: 'Maria De Luca', email: 'mdl@posta.it' });
    try {
      for (const [term, expected] of [
        ['verdi anna', [anna.id]],
        ['VERDI   Anna', [anna.id]],
        ['anna verdi', [anna.id]],
        ['de luca maria', [maria.id]],
        ['luca maria de', [maria.id]],
        // 'posta' is in the e-mail only, 'anna' in the name only.
        ['posta anna', []],
      ] as const) {
        const { body } = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(term)}`);
        expect(
          body.contacts.map((row) => row.id),
          term,
        ).toEqual(expected);
        // With a filter the list's own statement answers, with the same words.
        const filtered = await admin.get<ContactsListResponse>(`/api/admin/contacts?status=new&search=${encodeURIComponent(term)}`);
        expect(
          filtered.body.contacts.map((row) => row.id),
          `${term}, filtered`,
        ).toEqual(expected);
      }
    } finally {
      await anna.destroy();
      await maria.destroy();
    }
  });

  it('finds accented letters whatever their case', async () => {
    const contact = await createContact(context.db.models, { name: 'Niccolò Àlfieri', email: 'niccolo@esempio.it' });
    for (const term of ['NICCOLÒ', 'àlfieri', 'ÀLFIERI']) {
      const { body } = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(term)}`);
      expect(
        body.contacts.map((row) => row.id),
        term,
      ).toEqual([contact.id]);
      expect(body.totalCount, term).toBe(1);
    }
    await contact.destroy();
  });

  it('never matches across the name and the e-mail, even with a line break in the term', async () => {
    for (const term of ['0\nlead', '0 lead.0', 'esempio.it\n011']) {
      const response = await admin.get<ContactsListResponse>(`/api/admin/contacts?search=${encodeURIComponent(term)}`);
      expect(response.status, term).toBe(200);
      expect(response.body.contacts, term).toEqual([]);
    }
  });

  it('searches with a filter and a period the same way as alone', async () => {
    const { models } = context.db;
    const verdi = await scanned(containsText('verdi'));
    await models.Contact.update({ status: 'contacted' }, { where: { id: verdi.slice(0, 4) } });
    const filtered = await allPages('&search=verdi&status=contacted', 3);
    expect(filtered.ids).toEqual(verdi.slice(0, 4));
    expect(filtered.totals).toEqual([4]);

    const weekAgo = Date.now() - 7 * 24 * HOUR_MS;
    const recent = await models.Contact.findAll({ attributes: ['id', 'createdAt'], where: { id: verdi } });
    const inPeriod = new Set(recent.filter((contact) => contact.createdAt.getTime() >= weekAgo).map((contact) => contact.id));
    const period = await allPages('&search=verdi&timeFilter=7days', 4);
    expect(period.ids).toEqual(verdi.filter((id) => inPeriod.has(id)));
  });
});

describe('the contacts search, page by page, on leads created in the order of their ids', () => {
  // Leads stamped as the app stamps them, each at least as recent as the one before (groups of the same
  // instant included): the pages may be read in the search table's own order, and must still be the scan's.
  // Each test has a database of its own, as it may put a lead out of step.
  let ordered: TestContext;
  let staff: TestClient;
  const now = Date.now();

  beforeEach(async () => {
    ordered = await createTestContext();
    staff = await signedInAdmin(ordered);
    for (let index = 0; index < 60; index += 1) {
      await createContact(ordered.db.models, {
        name: `Ordinato ${SURNAMES[index % SURNAMES.length]} ${index}`,
        email: `ordinato.${index}@esempio.it`,
        createdAt: new Date(now - (60 - Math.floor(index / 3)) * HOUR_MS),
      });
    }
  });
  afterEach(() => ordered.close());

  async function expectScannedPages(term: string) {
    const expected = await scanned(containsText(term), ordered);
    expect(expected.length, term).toBeGreaterThan(0);
    for (const limit of [4, 20]) {
      const { ids, totals } = await allContactPages(staff, `&search=${encodeURIComponent(term)}`, limit);
      expect(ids, `${term}, ${limit} a page`).toEqual(expected);
      expect(totals, `${term}, ${limit} a page`).toEqual([expected.length]);
    }
  }

  it('gives the pages a plain scan gives', async () => {
    for (const term of ['ordinato', 'verdi', 'neri 1']) await expectScannedPages(term);
    const expected = await scanned(containsText('gialli'), ordered);
    const { body } = await staff.get<ContactsListResponse>('/api/admin/contacts?limit=5&offset=10&search=GIALLI');
    expect(body.contacts.map((contact) => contact.id)).toEqual(expected.slice(10, 15));
  });

  it('still gives them once a lead is imported with an older date', async () => {
    await createContact(ordered.db.models, {
      name: 'Ordinato Verdi importato',
      email: 'importato@esempio.it',
      createdAt: new Date(now - 200 * HOUR_MS),
    });
    await expectScannedPages('verdi');
  });

  it('still gives them once the date of a lead is changed', async () => {
    const [newest] = await scanned(containsText('neri'), ordered);
    await ordered.db.models.Contact.update({ createdAt: new Date(now - 300 * HOUR_MS) }, { where: { id: newest! } });
    await expectScannedPages('neri');
  });
});
