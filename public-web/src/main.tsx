import './styles/fonts.css';
import './styles/global.css';
import './styles/sections.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routerReady } from './app/router-ready';
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

// Pages served by our server arrive prerendered: hydrate them. The Vite dev server sends an empty shell.
if (container.firstElementChild) {
  // Hydration must see the same tree the server rendered, so it waits for the route's lazy page; a transition
  // lets React hydrate in slices, so the page answers input while it hydrates.
  void routerReady(router).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
