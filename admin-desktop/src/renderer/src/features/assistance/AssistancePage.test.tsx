import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
import { AssistancePage } from './AssistancePage';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe('the assistance CSV', () => {
  it('opens the server export of the period in a new tab in the browser, which is the download', async () => {
    answerApi({ '/api/admin/assistenze': { assistenze: [] } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<AssistancePage />, '/assistenza');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(open).toHaveBeenCalledWith('/api/admin/export-assistenze-csv?timeFilter=all', '_blank', 'noopener');
    expect(screen.queryByText('Download completato')).toBeNull();
  });

  it('saves it through the desktop app’s save dialog and says where', async () => {
    answerApi({ '/api/admin/assistenze': { assistenze: [] } });
    const { desktop } = installFakeDesktop();
    renderPage(<AssistancePage />, '/assistenza');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Download completato')).toBeTruthy();
    expect(screen.getByText('/home/ufficio/Scaricati/contatti.csv')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/export-assistenze-csv?timeFilter=all');
  });

  it('shows why the file could not be saved', async () => {
    answerApi({ '/api/admin/assistenze': { assistenze: [] } });
    const { desktop } = installFakeDesktop();
    desktop.saveDownload.mockResolvedValueOnce({ status: 'failed', message: 'Impossibile salvare il file nella cartella scelta.' });
    renderPage(<AssistancePage />, '/assistenza');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Impossibile salvare il file nella cartella scelta.')).toBeTruthy();
    expect(screen.queryByText('Download completato')).toBeNull();
  });
});
