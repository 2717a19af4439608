import { createHttpClient } from '@valuta/shared/http-client';
import { apiBaseUrl } from './runtime';

/**
 * The back office's one API client, used unchanged by the web build and the desktop app. Calls to /api/auth
 * and /api/admin are logged to the console (back-office spec §7).
 */
export const api = createHttpClient({
  baseUrl: apiBaseUrl,
  onRequest: (method, path) => {
    if (path.startsWith('/api/auth') || path.startsWith('/api/admin')) console.info(`[api] ${method} ${path}`);
  },
});
