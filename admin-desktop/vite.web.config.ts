import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedAlias } from '../vite.shared.ts';

/**
 * The web build of the back office, served by the API at /admin. The Electron build (electron.vite.config.ts)
 * compiles the very same renderer sources.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: sharedAlias },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    // Maps for debugging where the build ran, named by no bundle; the server never sends them.
    sourcemap: 'hidden',
    // The chunk graph (dist-web/.vite/manifest.json, never served): bench/bundle-sizes.mjs reads from it what
    // the sign-in screen loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
