import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../app/providers';
import { installFakeDesktop } from '../testing/fake-desktop';
import { AdminLayout } from './AdminLayout';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

function renderLayout() {
  const router = createMemoryRouter([{ path: '/', element: <AdminLayout />, children: [{ index: true, element: <p>Contenuto della pagina</p> }] }]);
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the admin shell', () => {
  it("'Torna al Sito' opens the public site in the system browser from the desktop app", async () => {
    const { desktop } = installFakeDesktop();
    renderLayout();
    fireEvent.click((await screen.findAllByText('Torna al Sito'))[0]!);
    expect(desktop.openExternal).toHaveBeenCalledWith('/');
    expect(screen.getByText('Contenuto della pagina')).toBeTruthy();
  });
});
