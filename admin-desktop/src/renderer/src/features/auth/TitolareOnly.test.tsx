import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@valuta/shared/auth';
import { Providers, createQueryClient } from '../../app/providers';
import { routes } from '../../app/routes';
import { answerApi } from '../../testing/render-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The pages are loaded lazily, as in the app: on a busy machine that takes longer than a find's second. */
const LOADED = { timeout: 10_000 };

const CONSULENTE: AuthState = {
  authenticated: true,
  admin: { id: 7, email: 'giulia@agenzia.it', name: 'Giulia', role: 'consulente', mustChangePassword: false },
};

/** The back office as the app routes it, at an address. */
function openAt(path: string) {
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );
}

describe('the pages only the titolare may open', () => {
  it.each(['/team', '/registro-attivita', '/impostazioni-agenzia', '/correzioni-zona'])(
    'tell a consulente who opens %s that it is the titolare’s, instead of failing to load',
    async (path) => {
      answerApi({ '/api/auth/check': CONSULENTE });
      openAt(path);
      expect(await screen.findByText('Operazione riservata al titolare.', {}, LOADED)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Torna a Da fare' }).getAttribute('href')).toBe('/');
    },
  );

  it('open for the titolare', async () => {
    answerApi({});
    openAt('/team');
    expect(await screen.findByRole('button', { name: 'Invita membro' }, LOADED)).toBeTruthy();
    expect(screen.queryByText('Operazione riservata al titolare.')).toBeNull();
  });
});
