import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencySettingsResponse } from '@valuta/shared/agency';
import type { AuthState } from '@valuta/shared/auth';
import type { TeamListResponse } from '@valuta/shared/team';
import { AuthGate } from '../../app/AuthGate';
import { Providers, createQueryClient } from '../../app/providers';
import { AdminLayout } from '../../layouts/AdminLayout';
import { FRESH_AGENCY_SETTINGS } from '../../testing/agency-settings';
import { answerApi } from '../../testing/render-page';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const FRESH = FRESH_AGENCY_SETTINGS;
const ALL_SET: AgencySettingsResponse = {
  ...FRESH,
  company: { ...FRESH.company, email: 'info@casasabauda.it', landline: '011 1234567', openingHours: 'Lun-ven 9-18' },
  missingLegalDetails: [],
};
const ONLY_ME: TeamListResponse = {
  members: [
    {
      id: 1,
      email: 'titolare@agenzia.it',
      name: 'Titolare',
      role: 'titolare',
      disabled_at: null,
      last_login_at: null,
      created_at: '2026-12-01T08:00:00Z',
    },
  ],
};
const CONSULENTE: AuthState = {
  authenticated: true,
  admin: { id: 5, email: 'giulia@agenzia.it', name: 'Giulia', role: 'consulente', mustChangePassword: false },
};

/** The shell at the landing page, as the app shows it after signing in. */
function openLanding() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthGate>
            <AdminLayout />
          </AuthGate>
        ),
        children: [
          { index: true, element: <p>La pagina di arrivo</p> },
          { path: 'impostazioni-agenzia', element: <p>Le impostazioni</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The shell is rendered after the session's check, and the checklist after the settings and the team: on a busy machine that takes longer than a find's second. */
const LOADED = { timeout: 10_000 };
const checklist = () => screen.findByRole('list', { name: 'Per iniziare' }, LOADED);

describe("the titolare's first sign-in", () => {
  it("shows 'Per iniziare' on the landing page, the agency e-mail first, with why and the way there", async () => {
    answerApi({ '/api/admin/agency-settings': FRESH, '/api/admin/team': ONLY_ME });
    const router = openLanding();
    const steps = within(await checklist()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("L'e-mail dell'agenziaDa fareQui arrivano i nuovi contatti"),
      expect.stringContaining('I dati legaliDa fareCompleta i dati legali'),
      expect.stringContaining('I contattiDa fareAggiungi telefono e orari'),
      expect.stringContaining('Il teamDa fareInvita un consulente'),
    ]);
    expect(screen.getByText('0 di 4 fatti. Questa lista resta qui finché non è completa.')).toBeTruthy();
    // Reachable from every page until it is done.
    expect(screen.getAllByRole('link', { name: 'Per iniziare' }).length).toBeGreaterThan(0);
    expect(screen.getByText('La pagina di arrivo')).toBeTruthy();

    await act(async () => fireEvent.click(within(steps[0]!).getByRole('button', { name: "Inserisci l'e-mail" })));
    expect(router.state.location.pathname).toBe('/impostazioni-agenzia');
  });

  it('marks the team done for a titolare who works alone, and leaves once every step is done', async () => {
    answerApi({ '/api/admin/agency-settings': ALL_SET, '/api/admin/team': ONLY_ME });
    openLanding();
    const steps = within(await checklist()).getAllByRole('listitem');
    expect(steps.map((step) => within(step).queryByText('Fatto') !== null)).toEqual([true, true, true, false]);
    await act(async () => fireEvent.click(within(steps[3]!).getByRole('button', { name: 'Lavoro da solo' })));
    expect(screen.queryByRole('list', { name: 'Per iniziare' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Per iniziare' })).toHaveLength(0);
    expect(screen.getByText('La pagina di arrivo')).toBeTruthy();
  });

  it('asks a consulente nothing, and reads no settings for them', async () => {
    const api = answerApi({ '/api/auth/check': CONSULENTE, '/api/admin/agency-settings': FRESH, '/api/admin/team': ONLY_ME });
    openLanding();
    expect(await screen.findByText('La pagina di arrivo', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Per iniziare' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Per iniziare' })).toHaveLength(0);
    const asked = api.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(asked.some((url) => url.includes('/api/admin/agency-settings') || url.includes('/api/admin/team'))).toBe(false);
  });
});
