import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@valuta/shared/auth';
import type { ContactsListResponse } from '@valuta/shared/leads';
import { Providers, createQueryClient } from '../../app/providers';
import { routes } from '../../app/routes';
import { answerApi } from '../../testing/render-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The pages are loaded lazily, as in the app: on a busy machine that takes longer than a find's second. */
const LOADED = { timeout: 10_000 };

const member = (mustChangePassword: boolean): AuthState => ({
  authenticated: true,
  admin: { id: 9, email: 'nuovo@agenzia.it', name: 'Nuovo', role: 'consulente', mustChangePassword },
});
const NO_CONTACTS: ContactsListResponse = { contacts: [], totalCount: 0 };

function openAt(path: string) {
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('signed in with a temporary password', () => {
  it('shows only the screen to choose a new password, checks it, then opens the back office', async () => {
    const api = answerApi({
      // Until the new password is sent, the session is one with a temporary password.
      get '/api/auth/check'() {
        return member(!passwordSent());
      },
      '/api/admin/profile/password': { success: true },
      '/api/admin/contacts': NO_CONTACTS,
    });
    const passwordSent = () => api.mock.calls.some(([, init]) => init?.method === 'POST');
    openAt('/contatti');

    expect(await screen.findByRole('heading', { name: 'Scegli una nuova password' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contatti' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contatti' })).toBeNull();

    fill('Password temporanea', 'Kp7x-Qr4z-Wm8n-Ty3v');
    fill('Nuova password', '1234567890');
    fill('Ripeti la nuova password', '1234567890');
    fireEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByText('La password deve avere almeno 12 caratteri.')).toBeTruthy();

    fill('Nuova password', 'la mia casa al mare');
    fill('Ripeti la nuova password', 'la mia casa in collina');
    fireEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByText('Le due password non coincidono.')).toBeTruthy();
    expect(passwordSent()).toBe(false);

    fill('Ripeti la nuova password', 'la mia casa al mare');
    fireEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByRole('heading', { name: 'Contatti', level: 1 }, LOADED)).toBeTruthy();
    const [, init] = api.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({ currentPassword: 'Kp7x-Qr4z-Wm8n-Ty3v', newPassword: 'la mia casa al mare' });
  });

  it("shows the server's reason on the field it refused", async () => {
    const common = "Questa password è tra le più usate: scegline un'altra.";
    answerApi(
      { '/api/auth/check': member(true) },
      {
        'POST /api/admin/profile/password': {
          status: 400,
          body: { error: common, message: common, code: 'validation_error', fields: { newPassword: common } },
        },
      },
    );
    openAt('/');
    await screen.findByRole('heading', { name: 'Scegli una nuova password' }, LOADED);
    fill('Password temporanea', 'Kp7x-Qr4z-Wm8n-Ty3v');
    fill('Nuova password', 'qwerty123456');
    fill('Ripeti la nuova password', 'qwerty123456');
    fireEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByText(common)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Scegli una nuova password' })).toBeTruthy());
  });
});
