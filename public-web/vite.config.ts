import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedAlias } from '../vite.shared.ts';

/** The public site. Every page is its own chunk, so the home page carries neither the chat nor the forms. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 2048,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/admin': 'http://localhost:3000' },
  },
});
