import { readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { CookieJar, type StoredCookie } from './cookie-jar';
import { writeAtomically } from './settings-store';

/** The part of Electron's safeStorage the cookie file needs (OS keychain / DPAPI / libsecret encryption). */
export interface SecretBox {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

const StoredCookieSchema = z.object({
  name: z.string().min(1),
  value: z.string(),
  origin: z.string().min(1),
  path: z.string().startsWith('/'),
  secure: z.boolean(),
  httpOnly: z.boolean(),
  expiresAt: z.number().nullable(),
});

const CookieFileSchema = z.discriminatedUnion('encrypted', [
  z.object({ version: z.literal(1), encrypted: z.literal(true), data: z.string() }),
  z.object({ version: z.literal(1), encrypted: z.literal(false), cookies: z.array(StoredCookieSchema) }),
]);

/** The server's cookies for the main process: what the connection reads and writes. */
export interface SessionCookies {
  cookieHeader(url: string): string | null;
  store(url: string, setCookieLines: string[]): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The cookie jar kept in userData, encrypted with the operating system's key store when Electron offers one
 * (as Chromium keeps its own cookies), so the session survives a restart and a copied file is no session.
 * A file that cannot be read or decrypted means "signed out", never a crash.
 */
export async function openSessionCookies(filePath: string, box: SecretBox, now: () => number = Date.now): Promise<SessionCookies> {
  const jar = new CookieJar(await readCookies(filePath, box), now);
  let writing = Promise.resolve();

  function persist(): Promise<void> {
    const cookies = jar.persistentCookies();
    writing = writing
      .catch(() => {})
      .then(() => (cookies.length === 0 ? rm(filePath, { force: true }) : writeAtomically(filePath, serialize(cookies, box))));
    return writing;
  }

  return {
    cookieHeader: (url) => jar.cookieHeader(url),
    async store(url, lines) {
      if (jar.store(url, lines)) await persist();
    },
    async clear() {
      jar.clear();
      await persist();
    },
  };
}

function serialize(cookies: StoredCookie[], box: SecretBox): string {
  const json = JSON.stringify(cookies);
  const file = box.isEncryptionAvailable()
    ? { version: 1, encrypted: true, data: box.encryptString(json).toString('base64') }
    : { version: 1, encrypted: false, cookies };
  return JSON.stringify(file);
}

async function readCookies(filePath: string, box: SecretBox): Promise<StoredCookie[]> {
  try {
    const file = CookieFileSchema.parse(JSON.parse(await readFile(filePath, 'utf8')));
    if (!file.encrypted) return file.cookies;
    if (!box.isEncryptionAvailable()) return [];
    return z.array(StoredCookieSchema).parse(JSON.parse(box.decryptString(Buffer.from(file.data, 'base64'))));
  } catch {
    return [];
  }
}
