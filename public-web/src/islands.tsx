/**
 * The entry of the pages served as islands (islands.html; the home page). The page arrives prerendered and
 * stays static: only its islands (the parts marked with data-island: header, footer, city box, assistance
 * button, toasts) hydrate, each as a root of its own, so the page downloads React and those parts but neither
 * the router nor any page's code. The first click on a link of the site (or the city box) starts the full app
 * at the new address (islands/start-app.ts).
 */
import './styles/fonts.css';
import './styles/global.css';
import './styles/sections.css';
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLANDS } from './islands/registry';
import { startApp } from './islands/start-app';
import { suppressThirdPartyScriptErrors } from './lib/script-errors';
import { isPlainClick, setIslandNavigate } from './lib/site-navigation';
import { recordVisit } from './lib/visits';

suppressThirdPartyScriptErrors();
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

const roots: Root[] = [];
// Removes the link handler below once the app has started: from then on the router handles the links.
const islandsLife = new AbortController();

function readProps(element: HTMLElement): object {
  try {
    return element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  } catch {
    return {};
  }
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as keyof typeof ISLANDS;
  const Component = ISLANDS[name] as ComponentType<object> | undefined;
  if (!Component) continue;
  roots.push(
    hydrateRoot(
      element,
      <StrictMode>
        <Component {...readProps(element)} />
      </StrictMode>,
      // Ids made on the client (a dialog's title) stay unique across the page's roots.
      { identifierPrefix: `${name}-` },
    ),
  );
}

/** The islands leave the page to the app, which renders in their place. */
function unmountIslands() {
  islandsLife.abort();
  for (const root of roots.splice(0)) root.unmount();
}

const navigate = (to: string) => void startApp(to, unmountIslands);
setIslandNavigate(navigate);

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

recordVisit(window.location.pathname);
