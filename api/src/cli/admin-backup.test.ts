/**
 * `npm run admin -- backup` while the site is busy, and `restore` into a fresh database: the server starts on the
 * restored database with every lead that was committed before the backup began.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSellerContact, ContactSaveResponse, ContactsListResponse } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { createAdministrators } from '../auth/administrators.js';
import { createSequelize } from '../infra/db/connection.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { temporaryDatabases, type TemporaryDatabase } from '../test/database.js';
import { createSellerContact, TEST_ADMIN } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/support.js';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'admin.ts');
const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

/** Owners chatting to the contact form and sellers sending the seller form, all at once. */
const OWNERS = 3;
const SELLERS = 2;
/** Leads of each kind committed before the backup starts. */
const LEADS_BEFORE_BACKUP = 4;

let backupDir: string;
const databases = temporaryDatabases();
const freshDatabase = databases.fresh;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'valuta-backups-'));
});
afterAll(async () => {
  await databases.dropAll();
  await rm(backupDir, { recursive: true, force: true });
});

function admin(database: TemporaryDatabase, ...args: string[]) {
  return run(TSX, [CLI, ...args], { env: { ...process.env, DATABASE_URL: database.url, BACKUP_DIR: backupDir, NODE_ENV: 'test' } });
}

/** The leads the site confirmed, each filed by whether its answer came before the backup started. */
class Ledger {
  backupStarted = false;
  readonly before = { valuations: [] as string[], sellers: [] as number[] };
  readonly after = { valuations: [] as string[], sellers: [] as number[] };
  private waiting: (() => void) | null = null;

  /** Called once the API answered: the lead is committed. */
  record(kind: 'valuations', id: string): void;
  record(kind: 'sellers', id: number): void;
  record(kind: 'valuations' | 'sellers', id: string | number) {
    (this.backupStarted ? this.after : this.before)[kind].push(id as never);
    if (this.enoughBefore()) this.waiting?.();
  }

  private enoughBefore() {
    return this.before.valuations.length >= LEADS_BEFORE_BACKUP && this.before.sellers.length >= LEADS_BEFORE_BACKUP;
  }

  untilEnoughBefore(): Promise<void> {
    return this.enoughBefore() ? Promise.resolve() : new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * A reader that keeps one snapshot open, as a long export of the back office does. On SQLite it keeps the
 * commits made after it in the -wal file (a checkpoint cannot move them into the database file past it), where
 * a copy of the database file alone would not find them.
 */
async function holdSnapshot(database: TemporaryDatabase) {
  const sequelize = createSequelize(database.target, createLogger('silent'));
  const transaction = await sequelize.transaction();
  await sequelize.query('SELECT count(*) FROM contacts', { transaction });
  return async () => {
    await transaction.commit();
    await sequelize.close();
  };
}

/** Runs the site's writes until `stop` is set: owners through the whole chat and its form, sellers their form. */
function busySite(context: TestContext, ledger: Ledger, stop: { now: boolean }) {
  let sequence = 0;
  const owner = async () => {
    while (!stop.now) {
      const client = context.client();
      const valuationId = await chatToContactForm(client);
      const email = `proprietario.${(sequence += 1)}@example.it`;
      const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: { ...CONTACT_DATA, email } });
      expect(saved.status, saved.text).toBe(200);
      ledger.record('valuations', valuationId);
    }
  };
  const seller = async () => {
    while (!stop.now) {
      const sent = await context.client().post<StoredRequestResponse>('/api/seller-contacts', {
        nome_completo: 'Giulia Ferrero',
        email: `venditore.${(sequence += 1)}@example.it`,
        telefono: '333 123 4567',
        indirizzo_immobile: 'Via Po 10, Torino',
        privacy_accettata: true,
      });
      expect(sent.status, sent.text).toBe(201);
      ledger.record('sellers', sent.body.id);
    }
  };
  return Promise.all([...Array.from({ length: OWNERS }, owner), ...Array.from({ length: SELLERS }, seller)]);
}

describe('npm run admin -- backup, then restore', () => {
  it('restores a backup taken while owners chat and forms are sent, and the server starts on it with every lead committed before', async () => {
    const source = await freshDatabase();
    const site = await createTestContext({
      database: source,
      env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000', RATE_LIMIT_FORMS_PER_HOUR: '100000' },
    });
    const ledger = new Ledger();
    const stop = { now: false };
    let writes: Promise<unknown> = Promise.resolve();
    const releaseSnapshot = await holdSnapshot(source);
    try {
      await createAdministrators(site.db).provision(TEST_ADMIN);
      writes = busySite(site, ledger, stop);
      await ledger.untilEnoughBefore();

      ledger.backupStarted = true;
      const backedUp = await admin(source, 'backup');
      expect(backedUp.stdout).toMatch(/^Backup written: /);
      stop.now = true;
      await writes;
    } finally {
      stop.now = true;
      await writes.catch(() => undefined);
      await releaseSnapshot();
      await site.close();
    }
    // Writes went on after the backup began (each writer finishes the lead it had started, at least).
    expect(ledger.after.valuations.length + ledger.after.sellers.length).toBeGreaterThan(0);

    const [file] = await readdir(backupDir);
    const target = await freshDatabase();
    const restored = await admin(target, 'restore', path.join(backupDir, file!));
    expect(restored.stdout).toMatch(/^Restored /);

    const server = await createTestContext({ database: target });
    try {
      const owner = server.client();
      expect((await owner.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);

      const valuations = new Set<string>();
      for (let offset = 0; ; offset += 100) {
        const page = await owner.get<ContactsListResponse>(`/api/admin/contacts?limit=100&offset=${offset}`);
        expect(page.status).toBe(200);
        for (const contact of page.body.contacts) if (contact.valuation) valuations.add(contact.valuation.id);
        if (page.body.contacts.length < 100) break;
      }
      expect(ledger.before.valuations.filter((id) => !valuations.has(id))).toEqual([]);

      const sellers = await owner.get<AdminSellerContact[]>('/api/admin/seller-contacts');
      const sellerIds = new Set(sellers.body.map((contact) => contact.id));
      expect(ledger.before.sellers.filter((id) => !sellerIds.has(id))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);

  it('refuses to restore into a database that holds data, and replaces it with --force', async () => {
    const logger = createLogger('silent');
    const source = await freshDatabase();
    let db = await openDatabase(source.target, logger);
    await createSellerContact(db.models, { fullName: 'Prima del backup' });
    await db.close();
    await admin(source, 'backup');
    const [file] = (await readdir(backupDir)).sort().reverse();

    const target = await freshDatabase();
    db = await openDatabase(target.target, logger);
    await createSellerContact(db.models, { fullName: 'Dopo il backup' });
    await db.close();

    const refused: unknown = expect.stringContaining('is not empty: stop the server and add --force to replace it');
    await expect(admin(target, 'restore', path.join(backupDir, file!))).rejects.toMatchObject({ code: 1, stderr: refused });
    db = await openDatabase(target.target, logger);
    expect((await db.models.SellerContact.findAll()).map((contact) => contact.fullName)).toEqual(['Dopo il backup']);
    await db.close();

    await admin(target, 'restore', '--force', path.join(backupDir, file!));
    db = await openDatabase(target.target, logger);
    expect((await db.models.SellerContact.findAll()).map((contact) => contact.fullName)).toEqual(['Prima del backup']);
    await db.close();
  }, 60_000);
});
