import path from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { SERVER_ADDRESS_MESSAGES } from './server-address';
import { SERVER_CHECK_MESSAGES, checkServer } from './server-check';
import { createServerSetup } from './server-setup';
import { openSessionCookies, type SessionCookies } from './session-cookies';
import { openSettingsStore, type SettingsStore } from './settings-store';
import { startLoopbackServer, temporaryFolder, testSecretBox } from './test-support';

let api: TestContext;
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let settings: SettingsStore;
let cookies: SessionCookies;

beforeAll(async () => {
  api = await createTestContext();
});
afterAll(() => api.close());
beforeEach(async () => {
  folder = await temporaryFolder();
  settings = await openSettingsStore(path.join(folder.path, 'settings.json'));
  cookies = await openSessionCookies(path.join(folder.path, 'server-session.json'), testSecretBox());
});
afterEach(() => folder.remove());

const setServerWith = () => createServerSetup({ settings, cookies, check: (origin) => checkServer(origin) });

describe('setting the server address', () => {
  it('remembers an address that answers as our server, across restarts', async () => {
    const address = `${api.baseUrl}/admin/`;
    expect(await setServerWith()(address)).toEqual({ ok: true, url: api.baseUrl });
    const reopened = await openSettingsStore(path.join(folder.path, 'settings.json'));
    expect(reopened.get().serverUrl).toBe(api.baseUrl);
  });

  it('finds a server on this computer typed without a scheme over plain http', async () => {
    const typed = api.baseUrl.replace('http://', '');
    expect(await setServerWith()(typed)).toEqual({ ok: true, url: api.baseUrl });
    expect(settings.get().serverUrl).toBe(api.baseUrl);
  });

  it('does not fall back to http when the https address does not answer', async () => {
    const tried: string[] = [];
    const setServer = createServerSetup({
      settings,
      cookies,
      check: (origin) => {
        tried.push(origin);
        return checkServer(origin, fetch, 2_000);
      },
    });
    const typed = api.baseUrl.replace('http://127.0.0.1', 'https://localhost');
    expect(await setServer(typed)).toMatchObject({ ok: false });
    expect(tried).toEqual([typed]);
    expect(settings.get().serverUrl).toBeNull();
  });

  it('remembers the origin the redirects lead to', async () => {
    const apex = await startLoopbackServer((request, response) => {
      response.writeHead(301, { Location: `${api.baseUrl}${request.url ?? '/'}` }).end();
    });
    try {
      expect(await setServerWith()(apex.origin)).toEqual({ ok: true, url: api.baseUrl });
      expect(settings.get().serverUrl).toBe(api.baseUrl);
    } finally {
      await apex.close();
    }
  });

  it('keeps the old address when the new one is wrong or is not our server', async () => {
    await setServerWith()(api.baseUrl);
    const other = await startLoopbackServer((_request, response) => response.end('<html>altro</html>'));
    try {
      expect(await setServerWith()('http://agenzia.example.it')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.insecure });
      expect(await setServerWith()(other.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.notOurs });
    } finally {
      await other.close();
    }
    expect(settings.get().serverUrl).toBe(api.baseUrl);
  });

  it('drops the session of the old server when moving to another one, not when confirming the same', async () => {
    await setServerWith()(api.baseUrl);
    await cookies.store(`${api.baseUrl}/api/auth/login`, ['valuta.sid=abc; path=/; max-age=600']);
    await setServerWith()(api.baseUrl);
    expect(cookies.cookieHeader(`${api.baseUrl}/api/auth/check`)).toBe('valuta.sid=abc');

    const second = await createTestContext();
    try {
      expect(await setServerWith()(second.baseUrl)).toEqual({ ok: true, url: second.baseUrl });
      expect(cookies.cookieHeader(`${api.baseUrl}/api/auth/check`)).toBeNull();
    } finally {
      await second.close();
    }
  });
});
