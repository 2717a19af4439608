/**
 * An erased person must not stay readable in the database's files: not in the pages SQLite freed or
 * rewrote, not in the write-ahead log, not in the search table's index. Read as raw bytes, after the
 * erasure answered. SQLite only: PostgreSQL's files belong to its server, which this process cannot read
 * (its dead row versions are left to autovacuum, see docs/decisions/0015-erased-means-gone-from-the-files.md).
 */
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataPath, type ContactSaveResponse, type PersonalDataEraseResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { readDatabaseFiles } from '../test/database-files.js';
import { signedInAdmin } from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { seedPerson } from '../test/personal-records.js';
import { createTestContext, type TestContext } from '../test/support.js';

const onSqlite = !process.env.TEST_DATABASE?.startsWith('postgres');

const PERSON = { name: 'Ottavia Quaglierini', email: 'ottavia.quaglierini@example.it', phone: '+39 389 417 2653', address: 'Via Bellezia 7' };
const OTHERS = [
  { name: 'Carlo Neri', email: 'carlo.neri@example.it', phone: '333 999 8877', address: 'Corso Francia 80' },
  { name: 'Lucia Ferrero', email: 'lucia.ferrero@example.it', phone: '340 222 3344', address: 'Via Cibrario 15' },
];

/** The forms of the person's data a reader of the files would look for. */
const TRACES = [PERSON.email, '3894172653', '389 417 2653', PERSON.name.toLowerCase()];

let context: TestContext;
let admin: TestClient;

/** The database file and its write-ahead log, lower-cased. */
async function databaseFiles(): Promise<string> {
  const bytes = await readDatabaseFiles(context);
  if (bytes === null) throw new Error('SQLite only');
  return bytes;
}

const tracesIn = (bytes: string) => TRACES.filter((trace) => bytes.includes(trace));

function trigrams(text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set(Array.from({ length: Math.max(0, lower.length - 2) }, (_, at) => lower.slice(at, at + 3)));
}

/**
 * The search index keeps a contact's name and e-mail as trigrams (the terms of its tokenizer), each written
 * whole in its index blocks unless it shares more than its first letter with the term before it. These are
 * the person's that no other contact has, letters only (an index block's numbers are bytes of any value).
 */
const PERSON_TRIGRAMS = (() => {
  const others = new Set(OTHERS.flatMap((other) => [...trigrams(`${other.name} ${other.email}`)]));
  return [...trigrams(`${PERSON.name} ${PERSON.email}`)].filter((gram) => /^[a-z]{3}$/.test(gram) && !others.has(gram));
})();

/** The person's trigrams found in the raw blocks of the search index. */
async function trigramsInSearchIndex(): Promise<string[]> {
  const blocks = await context.db.sequelize.query<{ block: Buffer }>('SELECT block FROM contacts_search_data', { type: QueryTypes.SELECT });
  const bytes = Buffer.concat(blocks.map((row) => row.block)).toString('latin1');
  return PERSON_TRIGRAMS.filter((gram) => bytes.includes(gram));
}

describe.runIf(onSqlite)('an erased person in the SQLite files', () => {
  beforeAll(async () => {
    context = await createTestContext();
    admin = await signedInAdmin(context);
  });
  afterAll(() => context?.close());

  it('is nowhere in the database file or its write-ahead log once the erasure answered', async () => {
    for (const other of OTHERS) await seedPerson(context.db.models, other);
    // The person in every table that can name them, then as an owner comes back: the chat and its contact form.
    await seedPerson(context.db.models, PERSON);
    const owner = context.client();
    const valuationId = await chatToContactForm(owner);
    withStatus(
      await owner.post<ContactSaveResponse>('/api/contact/save', {
        valuationId,
        contactData: { ...CONTACT_DATA, name: PERSON.name, email: PERSON.email, phone: PERSON.phone },
      }),
      200,
    );
    const contact = await context.db.models.Contact.findOne({ where: { valuationId } });
    // The contacts list's search reads the FTS5 index, which holds the person too.
    expect((await admin.get(`/api/admin/contacts?search=quaglierini`)).text).toContain(PERSON.email);
    expect(tracesIn(await databaseFiles())).toEqual(TRACES);
    expect((await trigramsInSearchIndex()).length).toBeGreaterThan(0);

    const erased = withStatus(await admin.delete<PersonalDataEraseResponse>(personalDataPath(contact!.id)), 200);
    expect(erased.body.rows.contatti).toBe(2);

    expect(tracesIn(await databaseFiles())).toEqual([]);
    expect(await trigramsInSearchIndex()).toEqual([]);
    // The others are still there, readable as before.
    expect(await databaseFiles()).toContain(OTHERS[0]!.email);
  });
});
