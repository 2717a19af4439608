import { describe, expect, it } from 'vitest';
import { isAppUrl } from './app-origin';
import { allowedExternalUrl } from './link-policy';
import { guardPermissions, guardWebContents, type GuardableContents, type NavigationEvent, type PermissionSession } from './window-guards';

/** Electron's WebContents replaced by a recorder of the handlers the guards install. */
function fakeContents() {
  const listeners = new Map<string, (event: NavigationEvent) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardableContents = {
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    on: (event: string, listener: (event: NavigationEvent) => void) => listeners.set(event, listener),
  };
  const emit = (name: string, url: string) => {
    let prevented = false;
    listeners.get(name)!({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents, emit, openWindow: (url: string) => openHandler!({ url }) };
}

function guarded() {
  const opened: string[] = [];
  const fake = fakeContents();
  guardWebContents(fake.contents, {
    isAppUrl,
    allowedExternalUrl: (url) => allowedExternalUrl(url, 'https://agenzia.example.it'),
    openExternal: (url) => opened.push(url),
  });
  return { ...fake, opened };
}

describe('the window’s guards', () => {
  it('deny every new window, handing allowed links to the system', () => {
    const { openWindow, opened } = guarded();
    expect(openWindow('https://agenzia.example.it/')).toEqual({ action: 'deny' });
    expect(openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(openWindow('app://valuta/admin/')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://agenzia.example.it/']);
  });

  it('keep navigation inside the app, opening mailto, tel and the public site outside', () => {
    const { emit, opened } = guarded();
    expect(emit('will-frame-navigate', 'app://valuta/admin/contatti')).toBe(false);
    expect(emit('will-frame-navigate', 'mailto:lead@example.it')).toBe(true);
    expect(emit('will-frame-navigate', 'tel:+393471112233')).toBe(true);
    expect(emit('will-frame-navigate', 'https://evil.example/')).toBe(true);
    expect(emit('will-frame-navigate', 'file:///etc/passwd')).toBe(true);
    expect(emit('will-redirect', 'https://evil.example/')).toBe(true);
    expect(emit('will-redirect', 'app://valuta/admin/')).toBe(false);
    expect(emit('will-attach-webview', 'https://evil.example/')).toBe(true);
    expect(opened).toEqual(['mailto:lead@example.it', 'tel:+393471112233']);
  });

  it('refuse to show the app’s own API in the window, whatever the way there', () => {
    const { emit, opened } = guarded();
    expect(emit('will-frame-navigate', 'app://valuta/api/admin/export-contacts-csv')).toBe(true);
    expect(emit('will-frame-navigate', 'app://valuta/api/admin/contacts?limit=10')).toBe(true);
    expect(emit('will-frame-navigate', 'app://valuta/api')).toBe(true);
    expect(emit('will-frame-navigate', 'app://valuta/admin/../api/auth/check')).toBe(true);
    expect(emit('will-redirect', 'app://valuta/api/health')).toBe(true);
    expect(emit('will-frame-navigate', 'app://valuta/admin/api-guida')).toBe(false);
    expect(emit('will-frame-navigate', 'app://valuta/apiario')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('grant no permission but copying to the clipboard, and external links only through the allow-list', () => {
    type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
    let requestHandler: RequestHandler | null = null;
    let checkHandler: ((contents: unknown, permission: string) => boolean) | null = null;
    guardPermissions(
      {
        setPermissionRequestHandler: (handler) => (requestHandler = handler),
        setPermissionCheckHandler: (handler) => (checkHandler = handler),
      },
      (url) => allowedExternalUrl(url, 'https://agenzia.example.it') !== null,
    );
    const answers: Record<string, boolean> = {};
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'clipboard-sanitized-write']) {
      requestHandler!(null, permission, (granted) => (answers[permission] = granted), { externalURL: 'ms-settings:privacy' });
    }
    expect(answers).toEqual({
      media: false,
      geolocation: false,
      notifications: false,
      openExternal: false,
      'clipboard-read': false,
      'clipboard-sanitized-write': true,
    });
    const external = (externalURL?: string) => {
      let granted: boolean | null = null;
      requestHandler!(null, 'openExternal', (answer) => (granted = answer), externalURL === undefined ? undefined : { externalURL });
      return granted;
    };
    expect([external('mailto:lead@example.it'), external('tel:+390110000000'), external('smb://server/share'), external()]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(checkHandler!(null, 'media')).toBe(false);
    expect(checkHandler!(null, 'clipboard-sanitized-write')).toBe(true);
  });
});
