import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { sharedAlias } from '../vite.shared.ts';

/**
 * The desktop build: main and preload for Electron, and the renderer compiled from the same sources as the
 * web build at /admin (src/renderer). package.json has no "type": "module", so the preload is emitted as
 * CommonJS, which a sandboxed preload requires.
 */
export default defineConfig({
  main: { plugins: [externalizeDepsPlugin()] },
  preload: { plugins: [externalizeDepsPlugin()] },
  renderer: {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    plugins: [react()],
    resolve: { alias: sharedAlias },
    build: { minify: true, chunkSizeWarningLimit: 1500 },
  },
});
