import { readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { CookieJar, type StoredCookie } from './cookie-jar';
import { writeAtomically } from './settings-store';

/** The part of Electron's safeStorage the cookie file needs (OS keychain / DPAPI / libsecret encryption). */
export interface SecretBox {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which key store encrypts ('gnome_libsecret', 'kwallet5', …, or 'basic_text'). */
  getSelectedStorageBackend?(): string;
}

/**
 * Whether the session may be written to disk. On Linux without a keyring Electron reports encryption as
 * available but uses its 'basic_text' backend, a key built into every copy of Chromium: the file would be as
 * good as plain text, so the session then lives in memory only (until the app quits).
 */
export function canKeepSecrets(box: SecretBox, platform: NodeJS.Platform = process.platform): boolean {
  if (!box.isEncryptionAvailable()) return false;
  return !(platform === 'linux' && box.getSelectedStorageBackend?.() === 'basic_text');
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
 * The cookie jar kept in userData, encrypted with the operating system's key store (as Chromium keeps its
 * own cookies), so the session survives a restart and a copied file is no session. Without a real key store
 * (canKeepSecrets) nothing is written and any file left is removed: the session lasts while the app runs.
 * A file that cannot be read or decrypted means "signed out", never a crash.
 */
export async function openSessionCookies(
  filePath: string,
  box: SecretBox,
  now: () => number = Date.now,
  platform: NodeJS.Platform = process.platform,
): Promise<SessionCookies> {
  const persistent = canKeepSecrets(box, platform);
  const jar = new CookieJar(persistent ? await readCookies(filePath, box) : [], now);
  let writing = persistent ? Promise.resolve() : rm(filePath, { force: true }).catch(() => {});

  function persist(): Promise<void> {
    const cookies = persistent ? jar.persistentCookies() : [];
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
  return JSON.stringify({ version: 1, encrypted: true, data: box.encryptString(JSON.stringify(cookies)).toString('base64') });
}

async function readCookies(filePath: string, box: SecretBox): Promise<StoredCookie[]> {
  try {
    const file = CookieFileSchema.parse(JSON.parse(await readFile(filePath, 'utf8')));
    // Older releases wrote the cookies in clear where encryption was missing: such a file is no session.
    if (!file.encrypted) return [];
    return z.array(StoredCookieSchema).parse(JSON.parse(box.decryptString(Buffer.from(file.data, 'base64'))));
  } catch {
    return [];
  }
}
