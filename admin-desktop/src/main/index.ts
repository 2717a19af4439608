import { BrowserWindow, app, shell } from 'electron';
import path from 'node:path';

/**
 * The desktop back office: one window showing the admin UI of the agency's server, with Electron's security
 * checklist applied (context isolation, sandbox, no Node in the page, navigation locked to the server, new
 * windows denied and only https/mailto/tel links handed to the system).
 */
const serverUrl = new URL(process.env.VALUTA_SERVER_URL ?? 'http://localhost:3000');

function isExternalAllowed(target: string): boolean {
  try {
    return ['https:', 'mailto:', 'tel:'].includes(new URL(target).protocol);
  } catch {
    return false;
  }
}

function createWindow() {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    title: 'Area Amministrativa',
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });

  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isExternalAllowed(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== serverUrl.origin) {
      event.preventDefault();
      if (isExternalAllowed(url)) void shell.openExternal(url);
    }
  });

  void window.loadURL(new URL('/admin', serverUrl).toString());
}

app.whenReady().then(() => {
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
