import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '../../app/providers';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { LoginPage } from './LoginPage';

afterEach(() => {
  delete window.desktop;
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/server', element: <p>Pagina del server</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the login page', () => {
  it('links home in the browser, with no word of servers', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Server:/)).toBeNull();
  });

  it('in the desktop app, names the server the credentials go to, changes it, and opens the site outside', async () => {
    const { desktop } = installFakeDesktop();
    renderLogin();
    expect(await screen.findByText(/Server: agenzia\.example\.it/)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(desktop.openExternal).toHaveBeenCalledWith('/');

    fireEvent.click(screen.getByRole('link', { name: 'Cambia server' }));
    expect(await screen.findByText('Pagina del server')).toBeTruthy();
  });
});
