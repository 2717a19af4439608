import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers, createQueryClient } from '../app/providers';

/** Renders a back-office page as the app does (providers, router) at a path. */
export function renderPage(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The API's answers for a page's reads: the response body per path prefix (JSON). */
export function answerApi(bodies: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = Object.keys(bodies).find((prefix) => url.startsWith(prefix));
    if (!match) return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify(bodies[match]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}
