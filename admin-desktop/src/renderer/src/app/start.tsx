/** The back office itself: its router, its providers, and the watch on the session, started by main.tsx. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Providers, createQueryClient } from './providers';
import { routes } from './routes';
import { watchSessionExpiry } from './session-expiry';
import { desktopBridge } from '../lib/runtime';

const queryClient = createQueryClient();
watchSessionExpiry(queryClient);
const router = createBrowserRouter(routes, { basename: '/admin' });
// The desktop app's main process shows a path here (a notification's lead, File › Cambia server…).
desktopBridge()?.onNavigate((path) => void router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
