/**
 * The contract between the page and the main process: the IPC channels and the one object the preload
 * exposes as `window.desktop`. Types and string constants only, so the main process, the sandboxed preload
 * and the renderer (type imports) all read it without pulling code into each other.
 */

export const IPC = {
  getServer: 'desktop:server:get',
  setServer: 'desktop:server:set',
  openExternal: 'desktop:external:open',
  saveDownload: 'desktop:export:download',
  /** Main → page: show this back-office path (relative to /admin), e.g. after a notification click. */
  navigate: 'desktop:navigate',
} as const;

export interface ServerInfo {
  /** The server's origin (https://agenzia.example.it), or null before the first run's setup. */
  url: string | null;
}

export type SetServerResult = { ok: true; url: string } | { ok: false; message: string };

export type SaveResult = { status: 'saved'; filePath: string } | { status: 'cancelled' } | { status: 'failed'; message: string };

/** What the desktop app's preload exposes as `window.desktop`; absent in the browser. */
export interface DesktopBridge {
  readonly appVersion: string;
  getServer(): Promise<ServerInfo>;
  /** Checks the address answers as our server, then remembers it (a new server starts signed out). */
  setServer(url: string): Promise<SetServerResult>;
  /**
   * Opens a link outside the app after the main process's allow-list check (mailto, tel, WhatsApp, the
   * public site). A path ('/') means the public site of the configured server. Resolves false when refused.
   */
  openExternal(url: string): Promise<boolean>;
  /** Downloads a server export (/api/admin/export-…) into a file the user picks in the save dialog. */
  saveDownload(path: string): Promise<SaveResult>;
  /** Listens for "show this back-office path"; returns the unsubscribe. */
  onNavigate(listener: (path: string) => void): () => void;
}
