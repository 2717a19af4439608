import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routerReady } from './router-ready';
import { routes } from './routes';

/** Starts the whole app on the page: hydrates the server's HTML, or renders into the dev server's empty shell. */
export async function hydrateApp(): Promise<void> {
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // Hydration must see the same tree the server rendered, so it waits for the route's lazy page; a transition
  // lets React hydrate in slices, so the page answers input while it hydrates.
  await routerReady(router);
  startTransition(() => void hydrateRoot(container, app));
}
