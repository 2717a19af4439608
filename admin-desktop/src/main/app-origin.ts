/**
 * Where the desktop app's pages live: a privileged custom scheme (standard, secure, fetch-enabled) served by
 * the main process, so the page has an origin of its own, calls /api on it exactly as on the web, and never
 * runs from file://. The back office keeps its web basename, so its addresses read app://valuta/admin/….
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'valuta';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The back office's basename, the same as on the web. */
export const ADMIN_BASE = '/admin';

/** The page that asks for the server address (first run, or from the menu). */
export const SERVER_SETUP_PATH = '/server';

/** The app address of a back-office path ('/contatti/12' → app://valuta/admin/contatti/12). */
export function adminUrl(path = '/'): string {
  return `${APP_ORIGIN}${ADMIN_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Whether an address belongs to the app. Compared by scheme and host: Node's URL gives the origin "null"
 * for schemes it does not know, so comparing origins would refuse our own pages (or accept any "null").
 */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Whether an app address is the API rather than a page. The page calls it with fetch; shown in the window, an
 * answer (JSON, a CSV of leads) would be a page of its own, outside the back office's screens.
 */
export function isAppApiUrl(raw: string): boolean {
  if (!isAppUrl(raw)) return false;
  const { pathname } = new URL(raw);
  return pathname === '/api' || pathname.startsWith('/api/');
}
