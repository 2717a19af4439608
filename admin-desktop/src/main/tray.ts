import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';

/**
 * On Windows and Linux, closing the window keeps the app running in the notification area (the tray), so
 * new-lead notifications go on; 'Esci' in the tray's menu quits. macOS keeps apps running without windows
 * by itself (the Dock), so the window closes there as usual.
 */
export function keepsRunningInTray(platform: NodeJS.Platform): boolean {
  return platform === 'win32' || platform === 'linux';
}

/** Whether the app is quitting ('Esci', the system's shutdown): then the window may really close. */
export function createQuitState() {
  let quitting = false;
  return {
    isQuitting: () => quitting,
    markQuitting: () => {
      quitting = true;
    },
  };
}

/** The part of Electron's BrowserWindow the close behaviour uses. */
export interface HideableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  hide(): void;
}

/** Turns closing the window into hiding it, unless the app is quitting, on the systems that have a tray. */
export function keepInTrayOnClose(window: HideableWindow, options: { platform: NodeJS.Platform; isQuitting: () => boolean }): void {
  if (!keepsRunningInTray(options.platform)) return;
  window.on('close', (event) => {
    if (options.isQuitting()) return;
    event.preventDefault();
    window.hide();
  });
}

export interface TrayMenuOptions {
  appName: string;
  onOpen(): void;
  onQuit(): void;
}

/** The tray's menu, in Italian. */
export function trayMenuTemplate(options: TrayMenuOptions): MenuItemConstructorOptions[] {
  return [
    { id: 'open', label: `Apri ${options.appName}`, click: () => options.onOpen() },
    { type: 'separator' },
    { id: 'quit', label: 'Esci', click: () => options.onQuit() },
  ];
}

/**
 * The tray's icon: shipped beside the app in a package (electron-builder.yml, extraResources), read from the
 * build folder when the app runs from the repository.
 */
export function trayIconPath(options: { isPackaged: boolean; resourcesPath: string; mainDir: string }): string {
  return options.isPackaged ? path.join(options.resourcesPath, 'tray-icon.png') : path.join(options.mainDir, '../../build/icons/32x32.png');
}
