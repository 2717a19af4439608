/**
 * Helpers for the main process's tests (never imported by the app): Electron's safeStorage replaced by a
 * reversible stand-in, temporary folders, small loopback servers, and the page's requests to the app scheme.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_ORIGIN } from './app-origin';
import type { SecretBox } from './session-cookies';

/**
 * safeStorage's stand-in: a reversible scramble, so a test can tell an encrypted file from a plain one;
 * `backend` is what getSelectedStorageBackend() answers on Linux.
 */
export function testSecretBox(available = true, backend = 'gnome_libsecret'): SecretBox {
  const flip = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text) => flip(Buffer.from(`sealed:${text}`, 'utf8')),
    decryptString: (data) => {
      const text = flip(data).toString('utf8');
      if (!text.startsWith('sealed:')) throw new Error('not sealed by this box');
      return text.slice('sealed:'.length);
    },
  };
}

export async function temporaryFolder(): Promise<{ path: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-desktop-'));
  return { path: folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

export interface LoopbackServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

/** A small HTTP server on a free loopback port, for answers the real API never gives. */
export async function startLoopbackServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A request of the page to the app scheme, as Electron hands it to the protocol handler. */
export function pageRequest(pathAndQuery: string, init: RequestInit = {}): Request {
  return new Request(`${APP_ORIGIN}${pathAndQuery}`, init);
}

export const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
