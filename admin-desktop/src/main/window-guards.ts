/**
 * Electron's checklist for the window's web contents and session: no new windows (#14), navigation only
 * inside the app (#13), no <webview> (#12), no permissions the back office does not need (#5). A refused
 * link that the allow-list accepts (mailto, tel, WhatsApp, the public site) is opened by the operating
 * system instead. The app's own /api addresses are not pages: navigating the window to one is refused.
 */
import { isAppApiUrl } from './app-origin';

export interface NavigationEvent {
  readonly url: string;
  preventDefault(): void;
}

/** The part of Electron's WebContents the guards use. */
export interface GuardableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-frame-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface GuardOptions {
  isAppUrl(url: string): boolean;
  /** The allow-list: the address to open outside the app, or null. */
  allowedExternalUrl(url: string): string | null;
  openExternal(url: string): void;
}

export function guardWebContents(contents: GuardableContents, options: GuardOptions): void {
  const openOutside = (url: string) => {
    const allowed = options.allowedExternalUrl(url);
    if (allowed) options.openExternal(allowed);
  };

  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-frame-navigate', (event) => {
    if (options.isAppUrl(event.url)) {
      if (isAppApiUrl(event.url)) event.preventDefault();
      return;
    }
    event.preventDefault();
    openOutside(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (!options.isAppUrl(event.url) || isAppApiUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Copying to the clipboard is the one permission the back office uses (copy buttons). */
const GRANTED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

/** The part of Electron's Session the permission guard uses. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void, details?: unknown) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/**
 * No permission but the clipboard's; an external link Chromium itself wants to hand to the system (a
 * navigation the guards above did not stop) goes through the same allow-list.
 */
export function guardPermissions(session: PermissionSession, isAllowedExternal: (url: string) => boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    if (permission === 'openExternal') {
      const externalUrl = (details as { externalURL?: unknown } | undefined)?.externalURL;
      callback(typeof externalUrl === 'string' && isAllowedExternal(externalUrl));
    } else callback(GRANTED_PERMISSIONS.has(permission));
  });
  session.setPermissionCheckHandler((_contents, permission) => GRANTED_PERMISSIONS.has(permission));
}
