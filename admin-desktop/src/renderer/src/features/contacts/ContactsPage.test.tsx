import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
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
