import { describe, expect, it } from 'vitest';
import { IPC } from '../preload/contract';
import { isTrustedSender, registerDesktopIpc, type IpcEventLike, type IpcMainLike } from './ipc';

/** Electron's ipcMain replaced by a registry the test invokes like the page would. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => handlers.set(channel, listener) };
  const invoke = async (channel: string, payload: unknown, frame: IpcEventLike['senderFrame'] = APP_FRAME) =>
    handlers.get(channel)!({ senderFrame: frame }, payload);
  return { ipcMain, handlers, invoke };
}

const APP_FRAME = { url: 'app://valuta/admin/contatti', parent: null };

function registered() {
  const calls: unknown[][] = [];
  const fake = fakeIpcMain();
  registerDesktopIpc(fake.ipcMain, {
    getServer: () => ({ url: 'https://agenzia.example.it' }),
    setServer: async (url) => (calls.push(['setServer', url]), { ok: true, url }),
    openExternal: (url) => (calls.push(['openExternal', url]), true),
    saveDownload: async (path) => (calls.push(['saveDownload', path]), { status: 'cancelled' }),
  });
  return { ...fake, calls };
}

describe('IPC from the page', () => {
  it('registers every channel of the contract', () => {
    const { handlers } = registered();
    expect([...handlers.keys()].sort()).toEqual([IPC.getServer, IPC.openExternal, IPC.saveDownload, IPC.setServer].sort());
  });

  it('answers the app’s own top frame with valid payloads', async () => {
    const { invoke, calls } = registered();
    expect(await invoke(IPC.getServer, undefined)).toEqual({ url: 'https://agenzia.example.it' });
    await invoke(IPC.setServer, { url: 'agenzia.example.it' });
    await invoke(IPC.openExternal, { url: 'mailto:lead@example.it' });
    await invoke(IPC.saveDownload, { path: '/api/admin/export-contacts-csv?timeFilter=30days' });
    await invoke(IPC.saveDownload, { path: '/api/admin/export-assistenze-csv' });
    await invoke(IPC.saveDownload, { path: '/api/admin/export-seller-contacts-csv?search=Via+Po&status=closed&mine=1' });
    await invoke(IPC.saveDownload, { path: '/api/admin/contacts/12/personal-data' });
    expect(calls).toEqual([
      ['setServer', 'agenzia.example.it'],
      ['openExternal', 'mailto:lead@example.it'],
      ['saveDownload', '/api/admin/export-contacts-csv?timeFilter=30days'],
      ['saveDownload', '/api/admin/export-assistenze-csv'],
      ['saveDownload', '/api/admin/export-seller-contacts-csv?search=Via+Po&status=closed&mine=1'],
      ['saveDownload', '/api/admin/contacts/12/personal-data'],
    ]);
  });

  it('refuses senders that are not the app’s top frame', async () => {
    const { invoke, calls } = registered();
    for (const frame of [
      { url: 'https://evil.example/', parent: null },
      { url: 'app://other/admin/', parent: null },
      { url: 'file:///tmp/page.html', parent: null },
      { url: 'app://valuta/admin/', parent: { url: 'app://valuta/admin/' } },
      null,
    ]) {
      await expect(invoke(IPC.openExternal, { url: 'mailto:lead@example.it' }, frame)).rejects.toThrow('Mittente non autorizzato');
    }
    expect(calls).toEqual([]);
    expect(isTrustedSender({ senderFrame: APP_FRAME })).toBe(true);
  });

  it('refuses payloads outside each channel’s schema', async () => {
    const { invoke, calls } = registered();
    const refused: Array<[string, unknown]> = [
      [IPC.getServer, { extra: true }],
      [IPC.setServer, 'agenzia.example.it'],
      [IPC.setServer, { url: 'x', admin: true }],
      [IPC.openExternal, { url: '' }],
      [IPC.openExternal, { url: 42 }],
      [IPC.saveDownload, { path: '/api/admin/contacts' }],
      [IPC.saveDownload, { path: '/api/admin/contacts/12/personal-data?x=1' }],
      [IPC.saveDownload, { path: '/api/admin/contacts/0/personal-data' }],
      [IPC.saveDownload, { path: '/api/admin/contacts/12/../personal-data' }],
      [IPC.saveDownload, { path: 'https://evil.example/api/admin/export-contacts-csv' }],
      [IPC.saveDownload, { path: '//evil.example/api/admin/export-contacts-csv' }],
      [IPC.saveDownload, { path: '/api/admin/export-contacts-csv?timeFilter=forever' }],
      [IPC.saveDownload, { path: '/api/admin/export-contacts-csv?timeFilter=7days&x=1' }],
      [IPC.saveDownload, { path: '/api/admin/export-contacts-csv?timeFilter=7days&timeFilter=30days' }],
      [IPC.saveDownload, { path: '/api/admin/export-contacts-csv?search=rita' }],
      [IPC.saveDownload, { path: '/api/admin/export-seller-contacts-csv?status=archived' }],
      [IPC.saveDownload, { path: '/api/admin/export-seller-contacts-csv?mine=yes' }],
      [IPC.saveDownload, { path: '/api/admin/export-seller-contacts-csv?timeFilter=7days' }],
      [IPC.saveDownload, { path: '/api/admin/contacts/../export-contacts-csv' }],
    ];
    for (const [index, [channel, payload]] of refused.entries()) {
      await expect(invoke(channel, payload), `refused payload #${index}`).rejects.toThrow('Richiesta non valida');
    }
    expect(calls).toEqual([]);
  });
});
