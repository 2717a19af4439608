import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canKeepSecrets, openSessionCookies } from './session-cookies';
import { temporaryFolder, testSecretBox } from './test-support';

const SERVER = 'https://agenzia.example.it';
let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let file: string;

beforeEach(async () => {
  folder = await temporaryFolder();
  file = path.join(folder.path, 'server-session.json');
});
afterEach(() => folder.remove());

describe('the session cookies kept across restarts', () => {
  it('are written encrypted and read back by the next start', async () => {
    const cookies = await openSessionCookies(file, testSecretBox());
    await cookies.store(`${SERVER}/api/auth/login`, ['valuta.sid=segreto-123; path=/; max-age=43200; httponly', 'tab=1; path=/']);
    const onDisk = await readFile(file, 'utf8');
    expect(onDisk).not.toContain('segreto-123');
    expect(JSON.parse(onDisk)).toMatchObject({ version: 1, encrypted: true });

    const afterRestart = await openSessionCookies(file, testSecretBox());
    // The cookie without an expiry lived only in memory, as in a browser.
    expect(afterRestart.cookieHeader(`${SERVER}/api/auth/check`)).toBe('valuta.sid=segreto-123');
  });

  it('are kept in memory only where the system offers no encryption', async () => {
    const cookies = await openSessionCookies(file, testSecretBox(false));
    await cookies.store(`${SERVER}/api/auth/login`, ['valuta.sid=abc; path=/; max-age=60']);
    expect(cookies.cookieHeader(`${SERVER}/api/x`)).toBe('valuta.sid=abc');
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await openSessionCookies(file, testSecretBox(false))).cookieHeader(`${SERVER}/api/x`)).toBeNull();
  });

  it('are kept in memory only on Linux without a keyring (the basic_text backend), and an old file goes', async () => {
    const withKeyring = await openSessionCookies(file, testSecretBox(true, 'gnome_libsecret'), Date.now, 'linux');
    await withKeyring.store(`${SERVER}/api/auth/login`, ['valuta.sid=abc; path=/; max-age=60']);
    await expect(readFile(file, 'utf8')).resolves.toContain('"encrypted":true');

    const withoutKeyring = await openSessionCookies(file, testSecretBox(true, 'basic_text'), Date.now, 'linux');
    expect(withoutKeyring.cookieHeader(`${SERVER}/api/x`)).toBeNull();
    await withoutKeyring.store(`${SERVER}/api/auth/login`, ['valuta.sid=def; path=/; max-age=60']);
    expect(withoutKeyring.cookieHeader(`${SERVER}/api/x`)).toBe('valuta.sid=def');
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('tell a real key store from none', () => {
    expect(canKeepSecrets(testSecretBox(true, 'basic_text'), 'linux')).toBe(false);
    expect(canKeepSecrets(testSecretBox(true, 'kwallet5'), 'linux')).toBe(true);
    expect(canKeepSecrets(testSecretBox(false), 'win32')).toBe(false);
    // The backend is a Linux notion; elsewhere the system's own store (DPAPI, Keychain) is used.
    expect(canKeepSecrets(testSecretBox(true, 'basic_text'), 'darwin')).toBe(true);
  });

  it('ignore a plain file an older release wrote', async () => {
    await writeFile(file, JSON.stringify({ version: 1, encrypted: false, cookies: [] }));
    expect((await openSessionCookies(file, testSecretBox())).cookieHeader(`${SERVER}/api/x`)).toBeNull();
  });

  it('start signed out from a damaged file, or one sealed by another key', async () => {
    await writeFile(file, '{ not json');
    expect((await openSessionCookies(file, testSecretBox())).cookieHeader(`${SERVER}/api/x`)).toBeNull();
    await writeFile(file, JSON.stringify({ version: 1, encrypted: true, data: Buffer.from('garbage').toString('base64') }));
    expect((await openSessionCookies(file, testSecretBox())).cookieHeader(`${SERVER}/api/x`)).toBeNull();
  });

  it('leave no file behind once cleared', async () => {
    const cookies = await openSessionCookies(file, testSecretBox());
    await cookies.store(`${SERVER}/api/auth/login`, ['valuta.sid=abc; path=/; max-age=60']);
    await cookies.clear();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await openSessionCookies(file, testSecretBox())).cookieHeader(`${SERVER}/api/x`)).toBeNull();
  });
});
