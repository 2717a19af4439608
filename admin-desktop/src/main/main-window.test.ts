import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './main-window';

describe('the main window', () => {
  it('runs the page isolated and sandboxed, without Node, with its preload', () => {
    expect(mainWindowOptions('/app/out/preload/index.js').webPreferences).toEqual({
      preload: '/app/out/preload/index.js',
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
    });
  });
});
