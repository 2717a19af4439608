import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import './styles/sections.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router-dom';
import { routes } from './app/routes';
import { suppressThirdPartyScriptErrors } from './lib/script-errors';

suppressThirdPartyScriptErrors();
// Every page opens at its top, after a route change and after a reload alike.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Resolves once the current route's lazy page is loaded, so hydration sees the same tree the server rendered. */
function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = dataRouter.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

// Pages served by our server arrive prerendered: hydrate them. The Vite dev server sends an empty shell.
if (container.firstElementChild) {
  // A transition lets React hydrate in slices, so the page answers input while it hydrates.
  void routerReady(router).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
