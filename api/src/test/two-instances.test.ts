/**
 * Two instances of the API on one database, as two replicas behind one address: whichever instance answers a
 * request, the visitor's conversation, the administrator's session, the login throttle and the e-mail outbox
 * are the same. Every request below names the instance it goes to, alternating between them.
 *
 * On PostgreSQL this is the production set-up. On SQLite the two instances share one database file, which
 * proves the same contract for instances on one machine.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ApiErrorBody,
  AuthState,
  ChatSessionResponse,
  ChatTurnResponse,
  ContactDetailsResponse,
  ContactSaveResponse,
  ContactsListResponse,
  ContactUpdateResponse,
} from '@valuta/shared';
import { SESSION_COOKIE } from '../app.js';
import { createAdministrators } from '../auth/administrators.js';
import { migrations } from '../infra/db/migrations/index.js';
import type { RunningServer } from '../start.js';
import { CONTACT_DATA, TURIN_FLAT } from './chat-walk.js';
import { createTemporaryDatabase } from './database.js';
import { TEST_ADMIN } from './factories.js';
import { TestClient } from './http.js';
import { createInstances, type TestInstances } from './instances.js';
import { headerOf, startSmtpServer } from './smtp-server.js';

const LOGIN_MAX_ATTEMPTS = 4;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let instances: TestInstances;
/** The base URL of instance A and of instance B. */
let A: string;
let B: string;

beforeAll(async () => {
  // A busy mail server, so a batch takes a while to send and the other instance's worker runs meanwhile.
  smtp = await startSmtpServer({ delayMs: 20 });
  instances = await createInstances(2, {
    env: {
      SMTP_URL: smtp.url,
      LOGIN_MAX_ATTEMPTS: String(LOGIN_MAX_ATTEMPTS),
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
    },
  });
  [A, B] = instances.all.map((instance) => instance.baseUrl) as [string, string];
  await createAdministrators(instances.all[0]!.db).provision(TEST_ADMIN);
});
afterAll(async () => {
  await instances?.close();
  await smtp?.close();
});

/** A browser behind the load balancer: one cookie jar, each request sent to the instance it names. */
const browser = () => new TestClient('');

/** Instance A for even turns, B for odd ones. */
const alternate = (turn: number) => (turn % 2 === 0 ? A : B);

/** Starts a conversation and answers every question, each turn on the other instance. */
async function chatAlternating(client: TestClient): Promise<{ valuationId: string; turns: number }> {
  const started = await client.post<ChatTurnResponse>(`${alternate(0)}/api/chat/start`);
  expect(started.status).toBe(201);
  const { valuationId } = started.body;
  let last = started;
  for (const [index, [kind, text]] of TURIN_FLAT.entries()) {
    const base = alternate(index + 1);
    last =
      kind === 'say'
        ? await client.post<ChatTurnResponse>(`${base}/api/chat/message`, { valuationId, message: text })
        : await client.post<ChatTurnResponse>(`${base}/api/chat/select`, { valuationId, option: text });
    expect(last.status, `"${text}" on ${base}: ${last.text}`).toBe(200);
  }
  expect(last.body.complete).toBe(true);
  return { valuationId, turns: TURIN_FLAT.length };
}

/** The messages received for one address so far, by subject. */
function subjectsTo(address: string): string[] {
  return smtp.received.filter((email) => email.to.includes(address)).map((email) => headerOf(email, 'Subject'));
}

describe('two instances on one database', () => {
  it('are separate copies of the application, sharing only the database', () => {
    const [one, two] = instances.all as [(typeof instances.all)[0], (typeof instances.all)[0]];
    expect(one.baseUrl).not.toBe(two.baseUrl);
    expect(one.db.models.Contact).not.toBe(two.db.models.Contact);
    expect(one.app.services).not.toBe(two.app.services);
  });
});

describe('a conversation answered by both instances in turn', () => {
  it('reaches the estimate, keeps every message and stores the lead once', async () => {
    const visitor = browser();
    const email = 'alterna.chat@example.it';
    const { valuationId, turns } = await chatAlternating(visitor);

    // A reload answered by either instance shows the whole conversation: the greeting and both sides of each turn.
    const fromA = await visitor.get<ChatSessionResponse>(`${A}/api/chat/${valuationId}`);
    const fromB = await visitor.get<ChatSessionResponse>(`${B}/api/chat/${valuationId}`);
    expect(fromA.body.messages).toHaveLength(1 + 2 * turns);
    expect(fromB.body).toEqual(fromA.body);

    const saved = await visitor.post<ContactSaveResponse>(`${A}/api/contact/save`, { valuationId, contactData: { ...CONTACT_DATA, email } });
    expect(saved.status).toBe(200);
    expect(saved.body.estimateEmailed).toBe(true);
    // The same form sent again (a retry after a timeout) lands on the other instance: still one lead.
    const again = await visitor.post<ContactSaveResponse>(`${B}/api/contact/save`, { valuationId, contactData: { ...CONTACT_DATA, email } });
    expect(again.status).toBe(200);

    const { Contact } = instances.all[1]!.db.models;
    expect(await Contact.count({ where: { valuationId } })).toBe(1);
    await smtp.waitForMatch((message) => message.to.includes(email));
    expect(subjectsTo(email)).toHaveLength(1);
  });

  it('stores one lead when the form is sent twice at once and each instance takes one', async () => {
    const visitor = browser();
    const email = 'doppio.clic@example.it';
    const { valuationId } = await chatAlternating(visitor);

    const body = { valuationId, contactData: { ...CONTACT_DATA, email } };
    const answers = await Promise.all([visitor.post(`${A}/api/contact/save`, body), visitor.post(`${B}/api/contact/save`, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    const { Contact, ChatMessage } = instances.all[0]!.db.models;
    expect(await Contact.count({ where: { valuationId } })).toBe(1);
    // The estimate joins the conversation once.
    const messages = await ChatMessage.findAll({ where: { valuationId } });
    expect(messages.filter((message) => message.metadata?.kind === 'valuation')).toHaveLength(1);
    // The owner gets the estimate once.
    await smtp.waitForMatch((message) => message.to.includes(email));
    await instances.all[0]!.app.services.outbox.processDue();
    await instances.all[1]!.app.services.outbox.processDue();
    expect(subjectsTo(email)).toHaveLength(1);
  });

  it('keeps one owner when two of their conversations send the form at once, one to each instance', async () => {
    const email = 'stesso.proprietario@example.it';
    const [first, second] = await Promise.all([chatAlternating(browser()), chatAlternating(browser())]);
    const answers = await Promise.all([
      browser().post<ContactSaveResponse>(`${A}/api/contact/save`, { valuationId: first.valuationId, contactData: { ...CONTACT_DATA, email } }),
      browser().post<ContactSaveResponse>(`${B}/api/contact/save`, { valuationId: second.valuationId, contactData: { ...CONTACT_DATA, email } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].body.userData.id).toBe(answers[1].body.userData.id);
    const { Owner, Contact } = instances.all[1]!.db.models;
    expect(await Owner.count({ where: { email } })).toBe(1);
    expect(await Contact.count({ where: { email } })).toBe(2);
  });
});

describe('one conversation answered on both instances at the same moment', () => {
  it('never overwrites a turn: each reply is answered or refused with 409, and the transcript matches', async () => {
    const visitor = browser();
    const started = await visitor.post<ChatTurnResponse>(`${A}/api/chat/start`);
    const { valuationId } = started.body;
    // The same reply sent twice at once (two windows), each copy to another instance.
    const answers = await Promise.all(
      [A, B].map((base) => visitor.post<ChatTurnResponse | ApiErrorBody>(`${base}/api/chat/message`, { valuationId, message: 'Torino' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const answered = statuses.filter((status) => status === 200).length;
    const session = await visitor.get<ChatSessionResponse>(`${B}/api/chat/${valuationId}`);
    expect(session.body.messages).toHaveLength(1 + 2 * answered);
  });
});

describe('a back-office session across instances', () => {
  it('signs in on A, works on B and A, and signs out on B for both', async () => {
    const visitor = browser();
    const { valuationId } = await chatAlternating(visitor);
    expect((await visitor.post(`${B}/api/contact/save`, { valuationId, contactData: { ...CONTACT_DATA, email: 'ufficio@example.it' } })).status).toBe(
      200,
    );

    const admin = browser();
    expect((await admin.post(`${A}/api/auth/login`, TEST_ADMIN)).status).toBe(200);

    const list = await admin.get<ContactsListResponse>(`${B}/api/admin/contacts`);
    expect(list.status).toBe(200);
    const lead = list.body.contacts.find((contact) => contact.email === 'ufficio@example.it');
    expect(lead).toMatchObject({ status: 'new' });

    const changed = await admin.patch<ContactUpdateResponse>(`${A}/api/admin/contacts/${lead!.id}/update`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    const read = await admin.get<ContactDetailsResponse>(`${B}/api/admin/contacts/${lead!.id}/details`);
    expect(read.status).toBe(200);
    expect(read.body.contact.status).toBe('contacted');

    // Keep the cookie a stolen copy would have, then sign out on B.
    const cookie = `${SESSION_COOKIE}=${admin.cookie(SESSION_COOKIE)}; ${SESSION_COOKIE}.sig=${admin.cookie(`${SESSION_COOKIE}.sig`)}`;
    expect((await admin.post(`${B}/api/auth/logout`)).status).toBe(200);

    const replayed = await fetch(`${A}/api/admin/contacts`, { headers: { Cookie: cookie, Accept: 'application/json' } });
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as ApiErrorBody).code).toBe('unauthorized');
    const check = await fetch(`${A}/api/auth/check`, { headers: { Cookie: cookie } });
    expect((await check.json()) as AuthState).toEqual({ authenticated: false });
  });
});

describe('the login throttle across instances', () => {
  it('counts failed attempts on both instances together', async () => {
    const attacker = browser();
    const wrong = { email: TEST_ADMIN.email, password: 'indovino-sbagliato' };
    for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1) {
      expect((await attacker.post(`${alternate(attempt)}/api/auth/login`, wrong)).status).toBe(401);
    }
    // Each instance saw only half the attempts; together they spent the budget, on either instance.
    for (const base of [A, B]) {
      const blocked = await attacker.post<ApiErrorBody>(`${base}/api/auth/login`, wrong);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/^Troppi tentativi di accesso\. Riprova tra \d+ minut[oi]\.$/);
    }
    // Until the window ends, even the right password waits.
    expect((await browser().post(`${B}/api/auth/login`, TEST_ADMIN)).status).toBe(429);
  });
});

describe('the e-mail outbox drained by both instances', () => {
  it('delivers each message exactly once', async () => {
    const [one, two] = instances.all as [(typeof instances.all)[0], (typeof instances.all)[0]];
    // More than one claim's worth, queued before either worker runs, so both workers find mail due.
    const count = 130;
    const addresses = Array.from({ length: count }, (_, index) => `casella-${index}@example.it`);
    await one.db.models.OutboxEmail.bulkCreate(
      addresses.map((address, index) => ({
        kind: 'test',
        toAddress: address,
        replyTo: null,
        subject: `Messaggio ${index}`,
        textBody: `Testo ${index}`,
        htmlBody: null,
        nextAttemptAt: new Date(),
      })),
    );

    const sent = await Promise.all([one.app.services.outbox.processDue(), two.app.services.outbox.processDue()]);
    expect(sent[0]).toBeGreaterThan(0);
    expect(sent[1]).toBeGreaterThan(0);
    expect(sent[0] + sent[1]).toBe(count);
    // Another pass on each finds nothing left to send.
    expect(await Promise.all([one.app.services.outbox.processDue(), two.app.services.outbox.processDue()])).toEqual([0, 0]);

    await smtp.waitForMatch(() => addresses.every((address) => smtp.received.some((email) => email.to.includes(address))));
    for (const [index, address] of addresses.entries()) expect(subjectsTo(address)).toEqual([`Messaggio ${index}`]);
    expect(await two.db.models.OutboxEmail.count({ where: { kind: 'test', status: 'sent' } })).toBe(count);
  });
});

// On PostgreSQL only: an advisory lock lets one instance migrate while the other waits. Instances sharing a
// SQLite file run on one machine, where they are started one after the other.
describe.runIf(process.env.TEST_DATABASE?.startsWith('postgres'))('two servers starting at once on an empty database', () => {
  it('both come up, with the schema migrated once and the administrator of ADMIN_EMAIL created once', async () => {
    const database = await createTemporaryDatabase();
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      ADMIN_EMAIL: 'titolare.nuovo@agenzia.it',
      ADMIN_PASSWORD: 'password-del-primo-avvio',
    };
    // Each server from its own copy of the modules, as two processes (see createInstances).
    const starts: Array<Promise<RunningServer>> = [];
    for (let index = 0; index < 2; index += 1) {
      vi.resetModules();
      const [{ startServer }, { loadConfig }, { createLogger: logger }] = await Promise.all([
        import('../start.js'),
        import('../infra/config/env.js'),
        import('../infra/logger.js'),
      ]);
      starts.push(startServer(loadConfig(env), logger('silent')));
    }
    const started = await Promise.allSettled(starts);
    const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started']);
      const [applied] = await servers[0]!.db.sequelize.query('SELECT name FROM "SequelizeMeta"');
      expect(applied).toHaveLength(migrations.length);
      expect(await servers[1]!.db.models.TeamMember.count()).toBe(1);
      for (const server of servers) {
        const login = await browser().post(`${server.url}/api/auth/login`, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
        expect(login.status).toBe(200);
      }
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  });
});
