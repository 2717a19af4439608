import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { createAdministrators } from '../../../api/src/auth/administrators';
import { TEST_ADMIN, createLead } from '../../../api/src/test/factories';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { CONNECTION_MESSAGES, createServerConnection, type ServerConnection } from './server-connection';
import { openSessionCookies, type SessionCookies } from './session-cookies';
import { JSON_HEADERS, pageRequest, startLoopbackServer, temporaryFolder, testSecretBox } from './test-support';

let api: TestContext;
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let cookieFile: string;
let cookies: SessionCookies;
let connection: ServerConnection;

beforeAll(async () => {
  api = await createTestContext();
  await createAdministrators(api.db).provision(TEST_ADMIN);
  for (let index = 0; index < 12; index += 1) await createLead(api.db.models, { name: `Cliente ${index}` });
});
afterAll(() => api.close());

beforeEach(async () => {
  folder = await temporaryFolder();
  cookieFile = path.join(folder.path, 'server-session.json');
  cookies = await openSessionCookies(cookieFile, testSecretBox());
  connection = createServerConnection({ serverOrigin: () => api.baseUrl, cookies });
});
afterEach(() => folder.remove());

/** The page signs in as it does on the web: a same-origin POST to /api/auth/login. */
async function signInFromThePage(): Promise<Response> {
  return connection.forward(pageRequest('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(TEST_ADMIN) }));
}

async function authState(): Promise<{ authenticated: boolean }> {
  return (await connection.forward(pageRequest('/api/auth/check'))).json() as Promise<{ authenticated: boolean }>;
}

describe('the page’s /api calls forwarded to the server', () => {
  it('sign in with the server’s cookie session, kept by the main process and never shown to the page', async () => {
    expect(await authState()).toEqual({ authenticated: false });
    const login = await signInFromThePage();
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await login.json()).toMatchObject({ success: true, admin: { email: TEST_ADMIN.email } });
    expect(await authState()).toMatchObject({ authenticated: true, admin: { email: TEST_ADMIN.email } });
  });

  it('keep the session across a restart, and logout ends it', async () => {
    await signInFromThePage();
    const restarted = createServerConnection({ serverOrigin: () => api.baseUrl, cookies: await openSessionCookies(cookieFile, testSecretBox()) });
    const check = await restarted.forward(pageRequest('/api/auth/check'));
    expect(await check.json()).toMatchObject({ authenticated: true });

    const logout = await restarted.forward(pageRequest('/api/auth/logout', { method: 'POST', headers: JSON_HEADERS, body: '{}' }));
    expect(logout.status).toBe(200);
    const afterLogout = createServerConnection({ serverOrigin: () => api.baseUrl, cookies: await openSessionCookies(cookieFile, testSecretBox()) });
    expect(await (await afterLogout.forward(pageRequest('/api/auth/check'))).json()).toEqual({ authenticated: false });
    const adminCall = await afterLogout.forward(pageRequest('/api/admin/dashboard'));
    expect(adminCall.status).toBe(401);
    expect(await adminCall.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('carry the server’s own Origin, whatever the page claims, so state-changing calls pass the same-origin check', async () => {
    // The server refuses a state-changing call from a foreign page…
    const foreign = await fetch(`${api.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, Origin: 'https://evil.example' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(foreign.status).toBe(403);
    // …and the same call from the app passes, even when the page tries to set another Origin and cookie.
    const login = await connection.forward(
      pageRequest('/api/auth/login', {
        method: 'POST',
        headers: { ...JSON_HEADERS, Origin: 'https://evil.example', Cookie: 'valuta.sid=forged' },
        body: JSON.stringify(TEST_ADMIN),
      }),
    );
    expect(login.status).toBe(200);
  });

  it('pass the answer through as the server gave it: status, JSON errors, decoded bodies, CSV downloads', async () => {
    const badLogin = await connection.forward(pageRequest('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: '{}' }));
    expect(badLogin.status).toBe(400);
    expect(await badLogin.json()).toMatchObject({ code: 'validation_error' });

    await signInFromThePage();
    // Over 1 KB, the server compresses; the page gets the decoded body without a stale Content-Encoding.
    const list = await connection.forward(pageRequest('/api/admin/contacts?limit=12&offset=0', { headers: { 'Accept-Encoding': 'gzip' } }));
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBeNull();
    const body = (await list.json()) as { contacts: unknown[]; totalCount: number };
    expect(body.totalCount).toBe(12);
    expect(body.contacts).toHaveLength(12);

    const csv = await connection.forward(pageRequest('/api/admin/export-contacts-csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/contatti_\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Cliente 11');
  });

  it('send only the server’s own Origin and the jar’s cookie, and none of the page’s other headers', async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const echo = await startLoopbackServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('Set-Cookie', 'valuta.sid=from-echo; Path=/; Max-Age=60; HttpOnly');
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Content-Encoding', 'gzip');
      response.end(gzipSync('{"ok":true}'));
    });
    try {
      const echoConnection = createServerConnection({ serverOrigin: () => echo.origin, cookies, userAgent: 'ValutaAdminDesktop/test' });
      await echoConnection.forward(pageRequest('/api/first'));
      const answer = await echoConnection.forward(
        pageRequest('/api/second', {
          method: 'PATCH',
          headers: { ...JSON_HEADERS, Origin: 'https://evil.example', Cookie: 'valuta.sid=forged', Authorization: 'Bearer x', 'X-Extra': '1' },
          body: '{"status":"contacted"}',
        }),
      );
      // The compressed answer reaches the page decoded, without its cookie.
      expect(await answer.json()).toEqual({ ok: true });
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(seen[1]).toMatchObject({
        origin: echo.origin,
        cookie: 'valuta.sid=from-echo',
        'content-type': 'application/json',
        'user-agent': 'ValutaAdminDesktop/test',
      });
      expect(seen[1]).not.toHaveProperty('authorization');
      expect(seen[1]).not.toHaveProperty('x-extra');
    } finally {
      await echo.close();
    }
  });

  it('answer in Italian when there is no server, it does not answer, or it redirects', async () => {
    const none = createServerConnection({ serverOrigin: () => null, cookies });
    const notConfigured = await none.forward(pageRequest('/api/auth/check'));
    expect(notConfigured.status).toBe(503);
    expect(await notConfigured.json()).toEqual({
      error: CONNECTION_MESSAGES.notConfigured,
      message: CONNECTION_MESSAGES.notConfigured,
      code: 'server_not_configured',
    });

    const gone = await startLoopbackServer(() => {});
    const goneOrigin = gone.origin;
    await gone.close();
    const unreachable = await createServerConnection({ serverOrigin: () => goneOrigin, cookies }).forward(pageRequest('/api/auth/check'));
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toMatchObject({ error: CONNECTION_MESSAGES.unreachable, code: 'server_unreachable' });

    const redirecting = await startLoopbackServer((_request, response) => {
      response.statusCode = 302;
      response.setHeader('Location', 'https://evil.example/');
      response.end();
    });
    try {
      const answer = await createServerConnection({ serverOrigin: () => redirecting.origin, cookies }).forward(pageRequest('/api/auth/check'));
      expect(answer.status).toBe(502);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.json()).toMatchObject({ error: CONNECTION_MESSAGES.unexpected });
    } finally {
      await redirecting.close();
    }

    const notApi = await connection.forward(pageRequest('/admin/'));
    expect(notApi.status).toBe(404);
  });
});
