import { HttpError, createHttpClient } from '@valuta/shared/http-client';
import { apiBaseUrl } from './runtime';

/**
 * The back office's one API client, used unchanged by the web build and the desktop app (which only sets a
 * different base in lib/runtime.ts). Calls to /api/auth and /api/admin are logged to the console (spec §7);
 * a 401 on an admin call means the session has ended, and whoever listens (the app shell) shows the login.
 */

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Registers a listener for "the server no longer knows this session"; returns the unsubscribe. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

const isAdminCall = (url: string) => url.includes('/api/admin');

const watchedFetch: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (response.status === 401 && isAdminCall(url)) for (const listener of sessionExpiredListeners) listener();
  return response;
};

function logCall(method: string, path: string) {
  if (path.startsWith('/api/auth') || path.startsWith('/api/admin')) console.info(`[api] ${method} ${path}`);
}

export const api = createHttpClient({ baseUrl: apiBaseUrl, fetch: watchedFetch, onRequest: logCall });

/** The absolute address of an API path, for what the browser opens itself (downloads). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}${path}`;
}

/** A file answer (CSV) as a Blob, with the same credentials, headers and errors as every other call. */
export async function fetchFile(path: string): Promise<Blob> {
  logCall('GET', path);
  let response: Response;
  try {
    response = await watchedFetch(apiUrl(path), {
      credentials: 'include',
      headers: { 'Cache-Control': 'no-cache' },
    });
  } catch {
    throw new HttpError(0, '', '');
  }
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text().catch(() => ''));
  return response.blob();
}
