import { HttpError, createHttpClient } from '@valuta/shared/http-client';

/**
 * The back office's one API client, used unchanged by the web build and the desktop app: both call /api on
 * their own origin (in the desktop app, the main process forwards those calls to the configured server with
 * the app's session), so there is no base address to set and no CORS. Calls to /api/auth and /api/admin are
 * logged to the console, so staff can tell support which calls failed. A 401 on an admin call means the
 * session has ended, and whoever listens (app/session-expiry.ts) shows the login.
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

export const api = createHttpClient({ fetch: watchedFetch, onRequest: logCall });

/** Sends a file as the raw body of a POST (a photo upload), with the same credentials and errors as every other call. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  logCall('POST', path);
  let response: Response;
  try {
    response = await watchedFetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new HttpError(0, '', '');
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new HttpError(response.status, response.statusText, text);
  return JSON.parse(text) as T;
}
