import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { sharedAlias } from '../vite.shared.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * electron-vite builds the renderer with relative asset paths ('./assets/…'); a deep link such as
 * app://valuta/admin/contatti/12 would then look for app://valuta/admin/contatti/assets/…. The page's base
 * is therefore /admin/, as on the web.
 */
const adminBase: Plugin = {
  name: 'valuta:admin-base',
  transformIndexHtml: () => [{ tag: 'base', attrs: { href: '/admin/' }, injectTo: 'head-prepend' }],
};

/**
 * The desktop build: main and preload for Electron, and the renderer compiled from the same sources as the
 * web build at /admin (src/renderer), under the same /admin/ base. Main and preload bundle what they import
 * (zod, @valuta/shared), so the packaged app carries no node_modules; only Electron and Node's own modules
 * stay outside. package.json has no "type": "module", so the preload is emitted as CommonJS, which a
 * sandboxed preload requires.
 */
export default defineConfig({
  main: {
    resolve: { alias: sharedAlias },
    build: { externalizeDeps: false },
  },
  preload: {
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: { externalizeDeps: false },
  },
  renderer: {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    plugins: [react(), adminBase],
    resolve: { alias: sharedAlias },
    build: { minify: true, chunkSizeWarningLimit: 1500 },
  },
});
