import { fireEvent, render, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';
import { RouterSiteNavigation } from './RouterSiteNavigation';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterSiteNavigation>
            <Header />
            <Outlet />
          </RouterSiteNavigation>
        ),
        children: [{ path: '*', element: <p>pagina</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('header', () => {
  it('highlights the current link', () => {
    renderAt('/vendi-casa');
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('link', { name: 'Vendi casa' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Chi siamo' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the hamburger menu and closes it after a choice', async () => {
    const router = renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Diventa partner' }));
    await screen.findByRole('button', { name: 'Apri il menu' });
    expect(router.state.location.pathname).toBe('/diventa-partner');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });
});
