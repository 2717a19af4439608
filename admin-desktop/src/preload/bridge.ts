import { IPC, type DesktopBridge, type SaveResult, type ServerInfo, type SetServerResult } from './contract';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface BridgeIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * The one object the page gets (Electron checklist #20: no Electron API in the page): a few named calls,
 * each a fixed channel with a plain-data payload. Listeners never receive Electron's event object, and only
 * a path string comes through onNavigate.
 */
export function createDesktopBridge(ipc: BridgeIpc, appVersion: string): DesktopBridge {
  return Object.freeze({
    appVersion,
    getServer: () => ipc.invoke(IPC.getServer) as Promise<ServerInfo>,
    setServer: (url: string) => ipc.invoke(IPC.setServer, { url }) as Promise<SetServerResult>,
    openExternal: (url: string) => ipc.invoke(IPC.openExternal, { url }) as Promise<boolean>,
    saveDownload: (path: string) => ipc.invoke(IPC.saveDownload, { path }) as Promise<SaveResult>,
    onNavigate(listener: (path: string) => void) {
      const forward = (_event: unknown, path: unknown) => {
        if (typeof path === 'string' && path.startsWith('/')) listener(path);
      };
      ipc.on(IPC.navigate, forward);
      return () => {
        ipc.removeListener(IPC.navigate, forward);
      };
    },
  });
}
