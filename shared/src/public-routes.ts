/**
 * The public site's routes, in one list that the React router, the server's SPA fallback
 * (200 for a known route, 404 otherwise), the prerenderer and the sitemap all read.
 */

export interface PublicRoute {
  path: string;
  /** Listed in sitemap.xml and prerendered as its own HTML file. */
  indexable: boolean;
}

export const BOOKING_PATH = '/prenota-consulenza';
/**
 * The booking link of the estimate e-mail carries the valuation's id and nothing else (no name, no figures:
 * what is in an address ends up in logs and browser history); the page reads the rest from the server.
 */
export const BOOKING_VALUATION_PARAM = 'valutazione';
export const SECOND_CONSULTATION_PATH = '/cambio-casa-strat2';
export const CHAT_PATH = '/valutazione-range';
export const RESULT_PATH = '/thank-you-range';
export const ACCURACY_PATH = '/precisione-stime';
/** The owner's area ('Area venditore'); its links add a token (shared/src/owner-area/sign-in.ts). */
export const OWNER_AREA_ROUTE = '/area-venditore';
/**
 * The owner's area's pages opened from an e-mail's link: one route each, whatever the token. The server
 * renders, caches and counts them under these patterns, never under a path that carries a secret.
 */
export const OWNER_ERASE_ROUTE = `${OWNER_AREA_ROUTE}/cancella/:token`;
export const OWNER_UNSUBSCRIBE_ROUTE = `${OWNER_AREA_ROUTE}/disiscrizione/:token`;
export const OWNER_LINK_ROUTES = [`${OWNER_AREA_ROUTE}/:token`, OWNER_ERASE_ROUTE, OWNER_UNSUBSCRIBE_ROUTE] as const;
const OWNER_LINK_PATTERN = /^\/area-venditore\/(?:(cancella|disiscrizione)\/)?[A-Za-z0-9_-]{1,100}$/;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', indexable: true },
  { path: '/home', indexable: false },
  { path: '/valuta', indexable: true },
  { path: '/valutazione', indexable: true },
  { path: CHAT_PATH, indexable: true },
  { path: RESULT_PATH, indexable: false },
  { path: '/landing-vendita', indexable: true },
  { path: '/landingvenditori', indexable: true },
  { path: '/thank-you-page', indexable: false },
  { path: '/cambio-casa-strat1', indexable: true },
  { path: SECOND_CONSULTATION_PATH, indexable: true },
  { path: '/consulenza-gratuita', indexable: true },
  { path: BOOKING_PATH, indexable: true },
  { path: '/chi-siamo', indexable: true },
  { path: '/vendi-casa', indexable: true },
  { path: '/diventa-partner', indexable: true },
  { path: '/contatti', indexable: true },
  { path: '/privacy', indexable: true },
  { path: '/cookies-policy', indexable: true },
  { path: ACCURACY_PATH, indexable: true },
  { path: OWNER_AREA_ROUTE, indexable: false },
];

const knownPaths = new Set(PUBLIC_ROUTES.map((route) => route.path));

/**
 * The route a path is one of (its own path, or the pattern of an owner's link), or null for a path the public
 * app does not render.
 */
export function publicRouteOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (knownPaths.has(path)) return path;
  const link = OWNER_LINK_PATTERN.exec(path);
  if (!link) return null;
  return link[1] ? `${OWNER_AREA_ROUTE}/${link[1]}/:token` : `${OWNER_AREA_ROUTE}/:token`;
}

/** True for a route the public app renders; anything else gets the not-found page with status 404. */
export function isPublicRoute(pathname: string): boolean {
  return publicRouteOf(pathname) !== null;
}
