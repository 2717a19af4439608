import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../testing/fake-desktop';
import { downloadFromApi, saveBlob } from './downloads';

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

  it('hand a CSV made in the page to the desktop app byte for byte, byte-order mark included', async () => {
    const { desktop } = installFakeDesktop();
    const blob = new Blob(['\uFEFFNome;Telefono\r\nRita;011\r\n'], { type: 'text/csv;charset=utf-8' });
    expect(await saveBlob(blob, 'contatti_venditori.csv')).toMatchObject({ status: 'saved' });
    const [filename, bytes] = desktop.saveFile.mock.calls[0]!;
    expect(filename).toBe('contatti_venditori.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe('Nome;Telefono\r\nRita;011\r\n');
  });

  it('save a Blob through a download link in the browser', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    expect(await saveBlob(new Blob(['a;b']), 'assistenze.csv')).toEqual({ status: 'started' });
    expect(clicked).toEqual(['assistenze.csv']);
  });
});
