import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createQuitState, keepInTrayOnClose, keepsRunningInTray, trayIconPath, trayMenuTemplate, type HideableWindow } from './tray';

/** Electron's BrowserWindow replaced by a recorder of its close handler and of hide(). */
function fakeWindow() {
  let onClose: ((event: { preventDefault(): void }) => void) | null = null;
  const state = { hidden: false, closed: false };
  const window: HideableWindow = {
    on: (_event, listener) => (onClose = listener),
    hide: () => {
      state.hidden = true;
    },
  };
  /** What the user's click on the window's close button does. */
  const close = () => {
    let prevented = false;
    onClose?.({ preventDefault: () => (prevented = true) });
    if (!prevented) state.closed = true;
  };
  return { window, state, close };
}

describe('the tray', () => {
  it('keeps the app running when the window is closed on Windows and Linux', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { window, state, close } = fakeWindow();
      keepInTrayOnClose(window, { platform, isQuitting: () => false });
      close();
      expect(state, platform).toEqual({ hidden: true, closed: false });
    }
  });

  it('lets the window close when the app quits, and on macOS', () => {
    const quit = createQuitState();
    const onLinux = fakeWindow();
    keepInTrayOnClose(onLinux.window, { platform: 'linux', isQuitting: quit.isQuitting });
    quit.markQuitting();
    onLinux.close();
    expect(onLinux.state).toEqual({ hidden: false, closed: true });

    const onMac = fakeWindow();
    keepInTrayOnClose(onMac.window, { platform: 'darwin', isQuitting: () => false });
    onMac.close();
    expect(onMac.state).toEqual({ hidden: false, closed: true });
    expect(keepsRunningInTray('darwin')).toBe(false);
  });

  it('offers to open the window and, with Esci, to quit', () => {
    const calls: string[] = [];
    const template = trayMenuTemplate({ appName: 'Area Amministrativa', onOpen: () => calls.push('open'), onQuit: () => calls.push('quit') });
    expect(template.map((item) => item.label ?? item.type)).toEqual(['Apri Area Amministrativa', 'separator', 'Esci']);
    const click = (id: string) => (template.find((item) => item.id === id)!.click as () => void)();
    click('open');
    click('quit');
    expect(calls).toEqual(['open', 'quit']);
  });

  it('finds its icon in the package and in the repository', () => {
    expect(trayIconPath({ isPackaged: true, resourcesPath: '/opt/valuta/resources', mainDir: '/ignored' })).toBe(
      '/opt/valuta/resources/tray-icon.png',
    );
    const fromRepository = trayIconPath({ isPackaged: false, resourcesPath: '', mainDir: fileURLToPath(new URL('../../out/main', import.meta.url)) });
    expect(existsSync(fromRepository)).toBe(true);
  });
});
