import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
import { AssistancePage } from './AssistancePage';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe('the assistance CSV in the desktop app', () => {
  it('fetches the export with the session and saves it through the save dialog', async () => {
    answerApi({ '/api/admin/assistenze': { assistenze: [] }, '/api/admin/export-assistenze-csv': '\uFEFFID;Data richiesta;Nome\r\n' });
    const { desktop } = installFakeDesktop();
    renderPage(<AssistancePage />, '/assistenza');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Download completato')).toBeTruthy();
    expect(screen.getByText('/home/ufficio/Scaricati/file.csv')).toBeTruthy();
    expect(desktop.saveFile.mock.calls[0]![0]).toMatch(/^assistenze_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows why the file could not be saved', async () => {
    answerApi({ '/api/admin/assistenze': { assistenze: [] }, '/api/admin/export-assistenze-csv': '\uFEFFID;Data richiesta;Nome\r\n' });
    const { desktop } = installFakeDesktop();
    desktop.saveFile.mockResolvedValueOnce({ status: 'failed', message: 'Impossibile salvare il file nella cartella scelta.' });
    renderPage(<AssistancePage />, '/assistenza');
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Impossibile salvare il file nella cartella scelta.')).toBeTruthy();
  });
});
