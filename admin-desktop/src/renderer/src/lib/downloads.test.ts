import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../testing/fake-desktop';
import { downloadFromApi } from './downloads';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe('downloads', () => {
  it('open a server export in a new tab in the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(await downloadFromApi('/api/admin/export-contacts-csv?timeFilter=7days')).toEqual({ status: 'started' });
    expect(open).toHaveBeenCalledWith('/api/admin/export-contacts-csv?timeFilter=7days', '_blank', 'noopener');
  });

  it('go through the desktop app’s save dialog, and turn its failure into an error to show', async () => {
    const { desktop } = installFakeDesktop();
    const open = vi.spyOn(window, 'open');
    expect(await downloadFromApi('/api/admin/export-contacts-csv')).toEqual({ status: 'saved', filePath: '/home/ufficio/Scaricati/contatti.csv' });
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/export-contacts-csv');
    expect(open).not.toHaveBeenCalled();

    desktop.saveDownload.mockResolvedValueOnce({ status: 'failed', message: 'La sessione è scaduta: accedi di nuovo per esportare.' });
    await expect(downloadFromApi('/api/admin/export-contacts-csv')).rejects.toThrow('La sessione è scaduta: accedi di nuovo per esportare.');
  });
});
