import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Providers, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { watchSessionExpiry } from './app/session-expiry';

const queryClient = createQueryClient();
watchSessionExpiry(queryClient);
const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
