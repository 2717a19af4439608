import { desktopBridge } from './runtime';

/**
 * Goes to a page of the public site ('Torna al Sito', 'Torna alla home'). In the browser the site shares the
 * back office's origin, so the tab simply goes there; in the desktop app the page has no such site inside
 * it, so the system browser opens it, after the main process's allow-list check.
 */
export function openPublicSite(path = '/'): void {
  const desktop = desktopBridge();
  if (desktop) {
    void desktop.openExternal(path);
    return;
  }
  window.location.assign(path);
}
