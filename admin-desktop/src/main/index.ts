import path from 'node:path';
import { BrowserWindow, Menu, Notification, Tray, app, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import { IPC } from '../preload/contract';
import { appMenuTemplate } from './app-menu';
import { APP_SCHEME, SERVER_SETUP_PATH, adminUrl, isAppUrl } from './app-origin';
import { createAppRequestHandler } from './app-protocol';
import { createFileExports } from './file-exports';
import { registerDesktopIpc } from './ipc';
import { allowedExternalUrl } from './link-policy';
import { mainWindowOptions } from './main-window';
import { createNewLeadNotifier, fetchLatestLeads, type LeadNotification } from './new-lead-notifier';
import { createAssignedLeadNotifier, fetchAssignedLeads, fetchSessionRole } from './assigned-lead-notifier';
import { checkServer } from './server-check';
import { createServerConnection } from './server-connection';
import { createServerSetup } from './server-setup';
import { openSessionCookies } from './session-cookies';
import { lastSeenContactStore, openSettingsStore } from './settings-store';
import { createQuitState, keepInTrayOnClose, keepsRunningInTray, trayIconPath, trayMenuTemplate } from './tray';
import { guardPermissions, guardWebContents } from './window-guards';

/**
 * The desktop back office's composition root: the only file that touches Electron's objects. Everything it
 * wires (the app scheme, the server connection and its cookies, the IPC, the notifier, the menu) lives in a
 * small module of its own with unit tests.
 */
const APP_ID = 'it.valutacasatorino.admin';

// Before ready: the app scheme is a standard, secure origin that may use fetch (and stream answers).
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true } },
]);

let mainWindow: BrowserWindow | null = null;
/** Kept referenced for the app's lifetime, or the garbage collector would remove the icon. */
let tray: Tray | null = null;
const quitState = createQuitState();
/** Notifications are kept until clicked or closed, or the garbage collector may drop their click handler. */
const shownNotifications = new Set<Notification>();

function openMainWindow(initialPath: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(path.join(__dirname, '../preload/index.js')));
  mainWindow = window;
  keepInTrayOnClose(window, { platform: process.platform, isQuitting: quitState.isQuitting });
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(adminUrl(initialPath));
  return window;
}

/** Brings the window forward, at a back-office path when given (a lead, the server page); opens it if needed. */
function showInWindow(adminPath?: string): void {
  if (!app.isReady()) return;
  const window = mainWindow;
  if (!window || window.isDestroyed()) {
    openMainWindow(adminPath ?? '/');
    return;
  }
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  if (adminPath) window.webContents.send(IPC.navigate, adminPath);
}

function showLeadNotification({ title, body, path: adminPath }: LeadNotification): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title, body });
  shownNotifications.add(notification);
  const forget = () => shownNotifications.delete(notification);
  notification.on('click', () => {
    forget();
    showInWindow(adminPath);
  });
  notification.on('close', forget);
  notification.show();
}

async function start(): Promise<void> {
  await app.whenReady();
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

  const userData = app.getPath('userData');
  const settings = await openSettingsStore(path.join(userData, 'settings.json'));
  const cookies = await openSessionCookies(path.join(userData, 'server-session.json'), safeStorage);
  const serverOrigin = () => settings.get().serverUrl;
  const connection = createServerConnection({
    serverOrigin,
    cookies,
    userAgent: `ValutaAdminDesktop/${app.getVersion()} Electron/${process.versions.electron}`,
  });

  protocol.handle(APP_SCHEME, createAppRequestHandler({ rendererDir: path.join(__dirname, '../renderer'), forwardApi: connection.forward }));
  const openOutside = (url: string): boolean => {
    const allowed = allowedExternalUrl(url, serverOrigin());
    if (allowed) void shell.openExternal(allowed);
    return allowed !== null;
  };
  guardPermissions(session.defaultSession, (url) => allowedExternalUrl(url, serverOrigin()) !== null);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, {
      isAppUrl,
      allowedExternalUrl: (url) => allowedExternalUrl(url, serverOrigin()),
      openExternal: (url) => void shell.openExternal(url),
    }),
  );

  const fileExports = createFileExports({
    connection,
    downloadsDir: () => app.getPath('downloads'),
    async chooseSavePath(proposedPath) {
      const zip = proposedPath.toLowerCase().endsWith('.zip');
      const options = {
        defaultPath: proposedPath,
        filters: [zip ? { name: 'Archivio ZIP', extensions: ['zip'] } : { name: 'File CSV', extensions: ['csv'] }],
      };
      const window = mainWindow;
      const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  });

  registerDesktopIpc(ipcMain, {
    getServer: () => ({ url: serverOrigin() }),
    setServer: createServerSetup({ settings, cookies, check: (origin) => checkServer(origin) }),
    openExternal: openOutside,
    saveDownload: fileExports.saveDownload,
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        platform: process.platform,
        appName: app.getName(),
        isPackaged: app.isPackaged,
        onChangeServer: () => showInWindow(SERVER_SETUP_PATH),
        onOpenSite: () => openOutside('/'),
        onAbout: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: `Informazioni su ${app.getName()}`,
            message: app.getName(),
            detail: `Versione ${app.getVersion()}\nServer: ${serverOrigin() ?? 'non ancora configurato'}`,
          }),
      }),
    ),
  );

  // A titolare hears of every new lead; a consulente of the leads assigned to them.
  const notifier = createNewLeadNotifier({
    fetchLatest: async () => ((await fetchSessionRole(connection)) === 'consulente' ? null : fetchLatestLeads(connection)),
    lastSeen: lastSeenContactStore(settings),
    notify: showLeadNotification,
  });
  const assignedNotifier = createAssignedLeadNotifier({
    fetchAssigned: async () => ((await fetchSessionRole(connection)) === 'consulente' ? fetchAssignedLeads(connection) : null),
    notify: showLeadNotification,
  });

  if (keepsRunningInTray(process.platform)) {
    tray = new Tray(trayIconPath({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, mainDir: __dirname }));
    tray.setToolTip(app.getName());
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate({ appName: app.getName(), onOpen: () => showInWindow(), onQuit: () => app.quit() })));
    tray.on('click', () => showInWindow());
  }

  openMainWindow(serverOrigin() ? '/' : SERVER_SETUP_PATH);
  notifier.start();
  assignedNotifier.start();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow(serverOrigin() ? '/' : SERVER_SETUP_PATH);
  });
  app.on('before-quit', () => {
    notifier.stop();
    assignedNotifier.stop();
  });
}

if (!app.requestSingleInstanceLock()) {
  // One instance is enough (and two would announce every lead twice): the second only wakes the first.
  app.quit();
} else {
  app.on('second-instance', () => showInWindow());
  app.on('before-quit', () => quitState.markQuitting());
  // With a tray the app outlives its window (it is hidden, or reopened from the tray); macOS keeps it in the Dock.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !keepsRunningInTray(process.platform)) app.quit();
  });
  start().catch((error: unknown) => {
    dialog.showErrorBox("Impossibile avviare l'applicazione", error instanceof Error ? error.message : String(error));
    app.quit();
  });
}
