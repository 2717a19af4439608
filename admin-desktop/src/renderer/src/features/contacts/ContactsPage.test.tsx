import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { ContactsPage } from './ContactsPage';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe('the contacts CSV export', () => {
  it('opens the export in a new tab in the browser', async () => {
    answerApi({ '/api/admin/contacts': { contacts: [], totalCount: 0 } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<ContactsPage />, '/contatti?periodo=7days');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(open).toHaveBeenCalledWith('/api/admin/export-contacts-csv?timeFilter=7days', '_blank', 'noopener');
  });

  it('saves it through the desktop app’s save dialog and says where', async () => {
    answerApi({ '/api/admin/contacts': { contacts: [], totalCount: 0 } });
    const { desktop } = installFakeDesktop();
    renderPage(<ContactsPage />, '/contatti');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Download completato')).toBeTruthy();
    expect(screen.getByText('/home/ufficio/Scaricati/contatti.csv')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/export-contacts-csv');
  });

  it('shows the desktop app’s reason when the export fails, and nothing when the dialog is cancelled', async () => {
    answerApi({ '/api/admin/contacts': { contacts: [], totalCount: 0 } });
    const { desktop } = installFakeDesktop();
    desktop.saveDownload
      .mockResolvedValueOnce({ status: 'cancelled' })
      .mockResolvedValueOnce({ status: 'failed', message: 'La sessione è scaduta: accedi di nuovo per esportare.' });
    renderPage(<ContactsPage />, '/contatti');
    const exportButton = await screen.findByRole('button', { name: 'Esporta CSV' });
    fireEvent.click(exportButton);
    await vi.waitFor(() => expect(desktop.saveDownload).toHaveBeenCalledTimes(1));
    // The button is busy while the export runs; once it is free again, the second attempt fails.
    await vi.waitFor(() => expect(exportButton.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(exportButton);
    expect(await screen.findByText('La sessione è scaduta: accedi di nuovo per esportare.')).toBeTruthy();
    expect(screen.queryByText('Download completato')).toBeNull();
  });
});

describe('the contacts list of a consulente', () => {
  it('offers neither the export nor the delete, and keeps the filters in the address', async () => {
    answerApi({
      '/api/auth/check': {
        authenticated: true,
        admin: { id: 7, email: 'giulia@agenzia.it', name: 'Giulia', role: 'consulente', mustChangePassword: false },
      },
      '/api/admin/contacts': {
        contacts: [
          {
            id: 3,
            name: 'Lucia Verdi',
            email: 'lucia@example.it',
            phone: '333 1234567',
            status: 'new',
            leadType: 'unknown',
            createdAt: '2026-11-20T10:00:00.000Z',
            userId: null,
            user_valuations_count: 0,
            valuation: null,
            assigned_to: 7,
            work: { ageSeconds: 3600, contactedAt: null, firstContactDueAt: '2026-11-20T10:15:00.000Z', late: true, nextAction: null },
          },
        ],
        totalCount: 1,
      },
      '/api/admin/assignees': [{ id: 7, email: 'giulia@agenzia.it', name: 'Giulia', disabled: false }],
    });
    const router = renderPage(<ContactsPage />, '/contatti?assegnato=me&stato=new');
    expect(await screen.findByText('Lucia Verdi')).toBeTruthy();
    expect(await screen.findByText('Giulia')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Esporta CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina Lucia Verdi' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Solo i miei' }).checked).toBe(true);
    const calls = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(calls.some((url) => url.includes('assignee=me') && url.includes('status=new'))).toBe(true);
    expect(router.state.location.search).toBe('?assegnato=me&stato=new');
  });
});

describe('the contacts list in the address', () => {
  it('keeps search, filters and page there, starts again from page 1 on a new search or filter, and leaves defaults out', async () => {
    answerApi({ '/api/admin/contacts': { contacts: [], totalCount: 45 } });
    const router = renderPage(<ContactsPage />, '/contatti?pagina=3&periodo=7days');
    const address = () => router.state.location.search;

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Solo i miei' }));
    await vi.waitFor(() => expect(address()).toBe('?periodo=7days&assegnato=me'));

    fireEvent.click(await screen.findByRole('button', { name: 'Pagina 2' }));
    await vi.waitFor(() => expect(address()).toBe('?periodo=7days&assegnato=me&pagina=2'));

    const search = screen.getByRole('searchbox', { name: 'Cerca contatti' });
    fireEvent.change(search, { target: { value: '  Lucia ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(address()).toBe('?periodo=7days&assegnato=me&cerca=Lucia'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo i miei' }));
    await vi.waitFor(() => expect(address()).toBe('?periodo=7days&cerca=Lucia'));
  });
});

describe("the contacts list's state of work", () => {
  it("shows each lead's age, lateness and next action, and sorts by them from the address", async () => {
    const fetch = answerApi({
      '/api/admin/contacts': {
        contacts: [
          {
            id: 3,
            name: 'Lucia Verdi',
            email: 'lucia@example.it',
            phone: '333 1234567',
            status: 'new',
            leadType: 'curious',
            createdAt: '2026-11-20T10:00:00.000Z',
            userId: null,
            user_valuations_count: 0,
            valuation: null,
            assigned_to: null,
            work: {
              ageSeconds: 2 * 3600 + 5 * 60,
              contactedAt: null,
              firstContactDueAt: '2026-11-20T10:15:00.000Z',
              late: true,
              nextAction: { kind: 'call', dueAt: '2026-11-21T08:00:00.000Z', note: 'dopo le 9', setBy: null, setAt: '2026-11-20T10:30:00.000Z' },
            },
          },
        ],
        totalCount: 1,
      },
    });
    const router = renderPage(<ContactsPage />, '/contatti?ordine=late');
    const row = (await screen.findByText('Lucia Verdi')).closest('tr')!;
    expect(row.textContent).toContain('2 h 5 min fa');
    expect(row.textContent).toContain('In ritardo');
    expect(row.textContent).toContain('Chiamare · 21/11/2026 09:00 · dopo le 9');
    expect(row.textContent).toContain('Curioso');
    expect(sentCalls(fetch).some((call) => call.url.includes('sort=late'))).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Ordina per' })).toBeTruthy();
    expect(router.state.location.search).toBe('?ordine=late');
  });
});
