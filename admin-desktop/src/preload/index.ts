import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './bridge';

declare const __APP_VERSION__: string;

// Context isolation is on, so this is the only way anything reaches the page: window.desktop.
contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer, __APP_VERSION__));
