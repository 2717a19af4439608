import { describe, expect, it } from 'vitest';
import { createDesktopBridge, type BridgeIpc } from './bridge';
import { IPC } from './contract';

/** Electron's ipcRenderer replaced by a recorder that answers invokes and can emit events. */
function fakeIpc() {
  const invoked: unknown[][] = [];
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc: BridgeIpc = {
    invoke: async (channel, ...args) => {
      invoked.push([channel, ...args]);
      return { channel };
    },
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, ...args: unknown[]) => listeners.get(channel)?.forEach((listener) => listener({ sender: 'ipc' }, ...args));
  return { ipc, invoked, emit, listeners };
}

describe('the preload bridge', () => {
  it('exposes a frozen object of named calls, each on its own channel with a plain payload', async () => {
    const { ipc, invoked } = fakeIpc();
    const bridge = createDesktopBridge(ipc, '0.1.0');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'getServer', 'onNavigate', 'openExternal', 'saveDownload', 'setServer']);
    expect(bridge.appVersion).toBe('0.1.0');
    await bridge.getServer();
    await bridge.setServer('agenzia.example.it');
    await bridge.openExternal('/');
    await bridge.saveDownload('/api/admin/export-contacts-csv');
    expect(invoked).toEqual([
      [IPC.getServer],
      [IPC.setServer, { url: 'agenzia.example.it' }],
      [IPC.openExternal, { url: '/' }],
      [IPC.saveDownload, { path: '/api/admin/export-contacts-csv' }],
    ]);
  });

  it('passes navigation paths to the page without Electron’s event, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const received: unknown[][] = [];
    const unsubscribe = createDesktopBridge(ipc, '0.1.0').onNavigate((...args) => received.push(args));
    emit(IPC.navigate, '/contatti/12');
    emit(IPC.navigate, 'https://evil.example/');
    emit(IPC.navigate, { path: '/x' });
    expect(received).toEqual([['/contatti/12']]);
    unsubscribe();
    expect(listeners.get(IPC.navigate)?.size).toBe(0);
  });
});
