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
];

const knownPaths = new Set(PUBLIC_ROUTES.map((route) => route.path));

/** True for a route the public app renders; anything else gets the not-found page with status 404. */
export function isPublicRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(path);
}
