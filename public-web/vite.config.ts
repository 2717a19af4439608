import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedAlias } from '../vite.shared.ts';

/**
 * The public site. Every page is its own chunk, so the home page carries neither the chat nor the forms. Two
 * shells: index.html starts the whole app (router and pages), islands.html only hydrates a page's islands
 * (src/islands.tsx); the server picks one per route.
 * `npm run build` also builds src/entry-server.tsx for Node into dist-ssr/, which the server uses to
 * prerender each route.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for debugging where the build ran, named by no bundle; the server never sends them.
    sourcemap: 'hidden',
    assetsInlineLimit: 2048,
    rollupOptions: { input: { index: 'index.html', islands: 'islands.html' } },
    // The chunk graph (dist/.vite/manifest.json, never served): the e2e suite checks what the home page loads.
    manifest: true,
    // One stylesheet for every page: a prerendered page is styled before its lazy chunk arrives (no layout
    // shift while hydrating), and the whole site's CSS is smaller than one extra round trip.
    cssCodeSplit: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/admin': 'http://localhost:3000' },
  },
});
