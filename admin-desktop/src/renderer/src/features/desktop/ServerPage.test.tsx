import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '../../app/providers';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { ServerPage } from './ServerPage';

afterEach(() => {
  delete window.desktop;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/server', element: <ServerPage /> },
      { path: '/', element: <p>Dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the desktop app’s server address page', () => {
  it('asks for the address on the first run, and shows the main process’s refusal', async () => {
    const { desktop } = installFakeDesktop({ server: null });
    desktop.setServer.mockResolvedValueOnce({
      ok: false,
      message: "A questo indirizzo risponde un sito, ma non il server dell'area amministrativa.",
    });
    renderAt('/server');

    expect(screen.getByRole('heading', { name: 'Indirizzo del server' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annulla' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Indirizzo del server'), { target: { value: 'www.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica e salva' }));

    expect(await screen.findByText("A questo indirizzo risponde un sito, ma non il server dell'area amministrativa.")).toBeTruthy();
    expect(desktop.setServer).toHaveBeenCalledWith('www.example.com');
    expect(screen.getByRole('heading', { name: 'Indirizzo del server' })).toBeTruthy();
  });

  it('starts from the current server when changing it, and returns to the back office once saved', async () => {
    const { desktop } = installFakeDesktop();
    const router = renderAt('/server');
    const input = screen.getByLabelText<HTMLInputElement>('Indirizzo del server');
    await waitFor(() => expect(input.value).toBe('https://agenzia.example.it'));
    expect(screen.getByText('Server attuale: https://agenzia.example.it')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'nuova-agenzia.example.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica e salva' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(desktop.setServer).toHaveBeenCalledWith('nuova-agenzia.example.it');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Server salvato')).toBeTruthy();
  });

  it('can be left without changing anything', async () => {
    installFakeDesktop();
    renderAt('/server');
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });

  it('does not exist in the browser', async () => {
    renderAt('/server');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });
});
