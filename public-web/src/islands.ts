/**
 * The entry of the pages served as islands (islands.html; the home, the chat and the seller landing page). The
 * page arrives prerendered and stays static: only its islands (the parts marked with data-island: header,
 * footer, toasts, the home's city box and assistance button, the chat, the seller page's form, carousel and
 * cookie banner) hydrate, each as a root of its own, so the page downloads React and those parts but neither
 * the router nor any other page's code, and only after its first paint (lib/after-first-paint.ts). Until then
 * a link still works (below) and a click on a button is held and replayed. The first click on a link of the
 * site (or the city box, or a navigation of an island) starts the full app at the new address
 * (islands/start-app.ts).
 */
import './styles/global.css';
import './styles/sections.css';
import { startApp } from './islands/start-app';
import { afterFirstPaint, holdEarlyClicks } from './lib/after-first-paint';
import { isPlainClick } from './lib/plain-click';
import type { Navigate } from './lib/site-navigation';
import { suppressThirdPartyScriptErrors } from './lib/script-errors';
import { recordVisit } from './lib/visits';

suppressThirdPartyScriptErrors();
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

// Removes the link handler below once the app has started: from then on the router handles the links.
const islandsLife = new AbortController();
let islands: { unmount: () => void } | null = null;

/** The islands leave the page to the app, which renders in their place. */
function leave() {
  islandsLife.abort();
  islands?.unmount();
  islands = null;
}

const navigate: Navigate = (to, options) => void startApp(to, leave, options?.state);

/** Links of the site (not the back office or the API, not an anchor on this page) start the app. */
function isAppLink(anchor: HTMLAnchorElement): boolean {
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/') || url.pathname.startsWith('/api/')) return false;
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash);
}

document.addEventListener(
  'click',
  (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor?.href || !isPlainClick(event, anchor) || !isAppLink(anchor)) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    navigate(`${url.pathname}${url.search}${url.hash}`);
  },
  { signal: islandsLife.signal },
);

const earlyClicks = holdEarlyClicks();
void afterFirstPaint()
  .then(async () => {
    recordVisit(window.location.pathname);
    const { hydrateIslands } = await import('./islands/hydrate-islands');
    // A link followed before the islands arrived has already handed the page to the app.
    if (islandsLife.signal.aborted) return;
    const hydrated = await hydrateIslands(navigate, islandsLife.signal);
    if (islandsLife.signal.aborted) hydrated.unmount();
    else islands = hydrated;
  })
  .finally(() => earlyClicks.release());
