import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import { SESSION_COOKIE, createApp } from '../app.js';
import { createHttpServer } from '../infra/http/http-server.js';
import { createLogger } from '../infra/logger.js';
import { createAdministrators } from './administrators.js';
import { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
const ADMIN = { email: 'admin@agenzia.it', password: 'password-sicura-123' };

beforeAll(async () => {
  context = await createTestContext({ env: { LOGIN_MAX_ATTEMPTS: '3' } });
  await createAdministrators({ models: context.db.models }).provision(ADMIN);
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
