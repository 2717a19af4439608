import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Developer tools only in a development build. */
  isPackaged: boolean;
  onChangeServer(): void;
  onOpenSite(): void;
  onAbout(): void;
}

/**
 * The application menu, in Italian: where the server address is changed (File › Cambia server…), the usual
 * editing commands (which also give copy and paste their shortcuts on macOS), zoom, and the public site.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const changeServer: MenuItemConstructorOptions = {
    id: 'change-server',
    label: 'Cambia server…',
    accelerator: 'CmdOrCtrl+,',
    click: () => options.onChangeServer(),
  };
  const about: MenuItemConstructorOptions = { id: 'about', label: `Informazioni su ${options.appName}`, click: () => options.onAbout() };

  const template: MenuItemConstructorOptions[] = [];
  if (isMac) {
    template.push({
      label: options.appName,
      submenu: [
        about,
        { type: 'separator' },
        changeServer,
        { type: 'separator' },
        { role: 'hide', label: `Nascondi ${options.appName}` },
        { role: 'hideOthers', label: 'Nascondi altre' },
        { role: 'unhide', label: 'Mostra tutte' },
        { type: 'separator' },
        { role: 'quit', label: `Esci da ${options.appName}` },
      ],
    });
  }
  template.push(
    {
      label: 'File',
      submenu: isMac ? [{ role: 'close', label: 'Chiudi finestra' }] : [changeServer, { type: 'separator' }, { role: 'quit', label: 'Esci' }],
    },
    {
      label: 'Modifica',
      submenu: [
        { role: 'undo', label: 'Annulla' },
        { role: 'redo', label: 'Ripeti' },
        { type: 'separator' },
        { role: 'cut', label: 'Taglia' },
        { role: 'copy', label: 'Copia' },
        { role: 'paste', label: 'Incolla' },
        { role: 'selectAll', label: 'Seleziona tutto' },
      ],
    },
    {
      label: 'Visualizza',
      submenu: [
        { role: 'reload', label: 'Ricarica' },
        ...(options.isPackaged ? [] : [{ role: 'toggleDevTools', label: 'Strumenti per sviluppatori' } as const]),
        { type: 'separator' },
        { role: 'resetZoom', label: 'Dimensioni reali' },
        { role: 'zoomIn', label: 'Ingrandisci' },
        { role: 'zoomOut', label: 'Riduci' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Schermo intero' },
      ],
    },
    {
      label: 'Finestra',
      submenu: [{ role: 'minimize', label: 'Riduci a icona' }, ...(isMac ? [{ role: 'zoom', label: 'Zoom' } as const] : [])],
    },
    {
      label: 'Aiuto',
      submenu: [{ id: 'open-site', label: 'Apri il sito pubblico', click: () => options.onOpenSite() }, ...(isMac ? [] : [about])],
    },
  );
  return template;
}
