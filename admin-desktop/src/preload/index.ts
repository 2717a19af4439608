import { contextBridge } from 'electron';

/** The one small object the page may see; everything else of Electron stays out of reach. */
contextBridge.exposeInMainWorld('desktop', {
  appVersion: process.env.npm_package_version ?? '',
});
