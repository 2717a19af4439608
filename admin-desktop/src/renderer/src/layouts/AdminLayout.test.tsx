import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../app/providers';
import { installFakeDesktop } from '../testing/fake-desktop';
import { answerApi } from '../testing/render-page';
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
    answerApi({});
    const { desktop } = installFakeDesktop();
    renderLayout();
    fireEvent.click((await screen.findAllByText('Torna al Sito'))[0]!);
    expect(desktop.openExternal).toHaveBeenCalledWith('/');
    expect(screen.getByText('Contenuto della pagina')).toBeTruthy();
  });
});

describe('the sidebar counts', () => {
  it('show what is to do and the appointments to confirm, and follow the server without a reload', async () => {
    answerApi({ '/api/admin/work-queue/counts': { todo: 3, appointmentsToConfirm: 1 } });
    renderLayout();
    expect(await screen.findByTitle('3 da fare')).toBeTruthy();
    expect(screen.getByTitle('1 da confermare')).toBeTruthy();

    // A new lead arrives; the window comes back to the front.
    answerApi({ '/api/admin/work-queue/counts': { todo: 4, appointmentsToConfirm: 0 } });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByTitle('4 da fare')).toBeTruthy();
    expect(screen.queryByTitle(/da confermare/)).toBeNull();
  });
});
