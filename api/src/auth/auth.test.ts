import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_REQUEST_HEADER, type ApiErrorBody } from '@valuta/shared';
import { SESSION_COOKIE, createApp } from '../app.js';
import { loadConfig } from '../infra/config/env.js';
import { createHttpServer } from '../infra/http/http-server.js';
import { createLogger } from '../infra/logger.js';
import { createSessionStore, type SessionMemberRead } from '../infra/sessions/store.js';
import { createAdministrators } from './administrators.js';
import { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
const ADMIN = { email: 'admin@agenzia.it', password: 'password-sicura-123' };

beforeAll(async () => {
  context = await createTestContext({ env: { LOGIN_MAX_ATTEMPTS: '3' } });
  await createAdministrators(context.db).provision(ADMIN);
});
afterAll(() => context.close());

async function signedIn(): Promise<TestClient> {
  const client = context.client();
  const response = await client.post('/api/auth/login', ADMIN);
  expect(response.status).toBe(200);
  return client;
}

describe('back-office sign-in', () => {
  it('says a new visitor is not authenticated', async () => {
    const response = await context.client().get('/api/auth/check');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ authenticated: false });
  });

  it('signs in with the right credentials, whatever the case of the e-mail', async () => {
    const client = context.client();
    const response = await client.post('/api/auth/login', { email: ' Admin@Agenzia.IT ', password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, admin: { email: ADMIN.email } });
    expect((await client.get('/api/auth/check')).body).toMatchObject({ authenticated: true, admin: { email: ADMIN.email } });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding only an id', async () => {
    const client = context.client();
    const response = await client.post('/api/auth/login', ADMIN);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toContain(ADMIN.email);
  });

  it('refuses a wrong password with 401 and an Italian message', async () => {
    const response = await context.client().post('/api/auth/login', { email: 'altro@agenzia.it', password: 'sbagliata' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized', error: 'Email o password non corretti.' });
  });

  it('renews the session id at login', async () => {
    const client = context.client();
    await client.post('/api/auth/login', ADMIN);
    const first = client.cookie(SESSION_COOKIE);
    await client.post('/api/auth/login', ADMIN);
    expect(client.cookie(SESSION_COOKIE)).toBeDefined();
    expect(client.cookie(SESSION_COOKIE)).not.toBe(first);
  });

  it('destroys the session at logout, on the server too', async () => {
    const client = await signedIn();
    const stolenCookie = client.cookie(SESSION_COOKIE)!;
    const stolenSignature = client.cookie(`${SESSION_COOKIE}.sig`)!;
    expect((await client.post('/api/auth/logout')).body).toEqual({ success: true });
    expect((await client.get('/api/auth/check')).body).toEqual({ authenticated: false });

    // Replaying the old cookie does not bring the session back.
    const replay = await fetch(`${context.baseUrl}/api/auth/check`, {
      headers: { Cookie: `${SESSION_COOKIE}=${stolenCookie}; ${SESSION_COOKIE}.sig=${stolenSignature}` },
    });
    expect(await replay.json()).toEqual({ authenticated: false });
  });

  it('throttles repeated attempts on one e-mail with 429 and an Italian message', async () => {
    const client = context.client();
    const target = { email: 'vittima@agenzia.it', password: 'tentativo' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.post('/api/auth/login', target)).status).toBe(401);
    }
    const blocked = await client.post<ApiErrorBody>('/api/auth/login', target);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limit_exceeded');
    expect(blocked.body.error).toMatch(/^Troppi tentativi di accesso\. Riprova tra \d+ minut[oi]\.$/);
  });

  it('counts attempts sent in parallel: no more wrong passwords are checked than the limit allows', async () => {
    const target = { email: 'parallela@agenzia.it', password: 'tentativo' };
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        context
          .client()
          .post('/api/auth/login', target)
          .then((r) => r.status),
      ),
    );
    // The test configuration allows three attempts per e-mail: three are checked (401), the rest wait (429).
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/auth/login', ADMIN, { headers: { Origin: 'https://malevolo.example' } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });
});

describe('the admin guard', () => {
  it('answers every /api/admin path with 401 JSON without a session', async () => {
    for (const path of ['/api/admin/contacts', '/api/admin/dashboard', '/api/admin/qualunque/cosa']) {
      const response = await context.client().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized', error: 'Accesso non autorizzato. Effettua il login.' });
    }
  });

  it('lets a signed-in administrator through', async () => {
    const client = await signedIn();
    const response = await client.get<ApiErrorBody>('/api/admin/qualunque/cosa');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('keeps the session when another instance answers (sessions live in the database)', async () => {
    const client = await signedIn();
    const secondInstance = createApp({ config: context.config, db: context.db, logger: createLogger('silent') });
    const server = createHttpServer(secondInstance);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/check`, {
        headers: {
          Cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}; ${SESSION_COOKIE}.sig=${client.cookie(`${SESSION_COOKIE}.sig`)}`,
        },
      });
      expect(await response.json()).toMatchObject({ authenticated: true, admin: { email: ADMIN.email } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('session expiry', () => {
  /** Moves the stored session's clock back, as if `ms` had passed since sign-in and since the last activity. */
  async function age(client: TestClient, times: { sinceSignIn: number; sinceActivity: number }): Promise<void> {
    const record = await context.db.models.SessionRecord.findByPk(client.cookie(SESSION_COOKIE) ?? '');
    const data = JSON.parse(record!.data) as Record<string, unknown>;
    expect(typeof data.signedInAt).toBe('number');
    data.signedInAt = Date.now() - times.sinceSignIn;
    data.lastActivityAt = Date.now() - times.sinceActivity;
    await record!.update({ data: JSON.stringify(data) });
  }

  const minutes = (count: number) => count * 60_000;
  const background = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } };

  it('ends the session after 30 minutes without activity', async () => {
    const client = await signedIn();
    const key = client.cookie(SESSION_COOKIE)!;
    await age(client, { sinceSignIn: minutes(31), sinceActivity: minutes(31) });
    expect((await client.get('/api/admin/contacts')).status).toBe(401);
    expect((await client.get('/api/auth/check')).body).toEqual({ authenticated: false });
    // Ended on the server: the row keeps nothing and counts as expired until the periodic purge removes it.
    const ended = await context.db.models.SessionRecord.findByPk(key);
    expect(ended?.data).toBe('{}');
    expect(ended!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('never brings back a session ended elsewhere when a late request saves it', async () => {
    const client = await signedIn();
    const key = client.cookie(SESSION_COOKIE)!;
    const store = createSessionStore(context.db, minutes(60));
    const data = await store.get(key);
    expect(data).toMatchObject({ adminEmail: ADMIN.email });
    // Signed out (on any instance) while a request of the same session was still being answered...
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    // ...which then saves the session it had read.
    await store.set(key, data!, minutes(60));
    expect(await store.get(key)).toBeUndefined();
    expect((await client.get('/api/admin/contacts')).status).toBe(401);
  });

  it('reads the session and its member in one statement, and a member it does not name is read by the check itself', async () => {
    const client = await signedIn();
    const key = client.cookie(SESSION_COOKIE)!;
    const store = createSessionStore(context.db, minutes(60));
    const state: { sessionMember?: SessionMemberRead } = {};
    const data = await store.get(key, undefined, { ctx: { state } });
    expect(state.sessionMember?.adminId).toBe(data?.adminId);
    expect(state.sessionMember?.row).toMatchObject({ email: ADMIN.email, role: 'titolare' });
    // A session naming an account that does not exist reads no member, and is not let in.
    await context.db.models.SessionRecord.update({ data: JSON.stringify({ ...data, adminId: 987_654 }) }, { where: { id: key } });
    const other: { sessionMember?: SessionMemberRead } = {};
    await store.get(key, undefined, { ctx: { state: other } });
    expect(other.sessionMember).toEqual({ adminId: 987_654, row: null });
    expect((await client.get('/api/admin/contacts')).status).toBe(401);
  });

  it('keeps a session that was used within the idle time, and user activity keeps it going', async () => {
    const client = await signedIn();
    await age(client, { sinceSignIn: minutes(50), sinceActivity: minutes(29) });
    expect((await client.get('/api/admin/contacts')).status).toBe(200);
    // That request counted as activity: the idle time starts again from it.
    const stored = JSON.parse((await context.db.models.SessionRecord.findByPk(client.cookie(SESSION_COOKIE) ?? ''))!.data) as {
      lastActivityAt: number;
    };
    expect(Date.now() - stored.lastActivityAt).toBeLessThan(minutes(1));
    expect((await client.get('/api/admin/contacts')).status).toBe(200);
  });

  it('does not count the background poller as activity', async () => {
    const client = await signedIn();
    await age(client, { sinceSignIn: minutes(20), sinceActivity: minutes(20) });
    expect((await client.get('/api/admin/contacts?limit=10&offset=0', background)).status).toBe(200);
    const stored = JSON.parse((await context.db.models.SessionRecord.findByPk(client.cookie(SESSION_COOKIE) ?? ''))!.data) as {
      lastActivityAt: number;
    };
    expect(Date.now() - stored.lastActivityAt).toBeGreaterThanOrEqual(minutes(20));
    // Eleven minutes on, with only the poller's calls in between, the session has ended.
    await age(client, { sinceSignIn: minutes(31), sinceActivity: minutes(31) });
    expect((await client.get('/api/admin/contacts?limit=10&offset=0', background)).status).toBe(401);
  });

  it('ends the session 12 hours after sign-in, however active', async () => {
    const client = await signedIn();
    await age(client, { sinceSignIn: minutes(12 * 60 - 1), sinceActivity: minutes(1) });
    expect((await client.get('/api/admin/contacts')).status).toBe(200);
    await age(client, { sinceSignIn: minutes(12 * 60), sinceActivity: 0 });
    expect((await client.get('/api/admin/contacts')).status).toBe(401);
    expect((await client.get('/api/auth/check')).body).toEqual({ authenticated: false });
  });
});

describe('session limits from the environment', () => {
  it('reads ADMIN_IDLE_MINUTES (30 by default) and SESSION_MAX_AGE_HOURS (12 by default)', () => {
    expect(context.config.session).toMatchObject({ idleMs: minutesToMs(30), maxAgeMs: minutesToMs(12 * 60) });
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_IDLE_MINUTES: '5' }).session.idleMs).toBe(minutesToMs(5));
  });
});

function minutesToMs(count: number) {
  return count * 60_000;
}
