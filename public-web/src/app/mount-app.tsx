import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { metaFor } from '@valuta/shared/page-meta';
import { brand } from '../lib/brand';
import { routerReady } from './router-ready';
import { routes } from './routes';

/**
 * Starts the app at the address already in the address bar, replacing a page of islands (islands/start-app.ts):
 * it waits for the route's page, then lets `beforeRender` take the islands down and renders in their place,
 * with the title and description of the new page and the view at its top (or at its anchor).
 */
export async function mountApp(container: HTMLElement, beforeRender: () => void): Promise<void> {
  const router = createBrowserRouter(routes);
  await routerReady(router);
  beforeRender();
  const meta = metaFor(window.location.pathname, brand.agencyName);
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
}
