import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The back office's window. Its web preferences are Electron's checklist made explicit (even where they are
 * already the defaults, so a change of default cannot loosen them): context isolation, the sandbox, no Node
 * in the page or its frames or workers, web security on, no insecure content, no <webview>, no navigation by
 * dropping a file on the window.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 480,
    minHeight: 560,
    title: 'Area Amministrativa',
    backgroundColor: '#f0f2f5',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}
