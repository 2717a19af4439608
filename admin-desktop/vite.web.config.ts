import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedAlias } from '../vite.shared.ts';

/**
 * What the app's start (src/app/start.tsx) imports and every screen needs, in one chunk: React, the router, the
 * queries, the failures and the toasts, which the bundler left as eight small chunks, a request each. Not what the
 * entry (main.tsx) imports: the entry would then load this chunk with it, before the first paint.
 */
const CORE_CHUNK = {
  name: 'core',
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]|renderer[\\/]src[\\/](app[\\/](toasts|with-antd)|features[\\/]auth[\\/]auth\.queries|lib[\\/](failures|api-errors|runtime|downloads|start-freshness))\.tsx?$)/,
  includeDependenciesRecursively: false,
};

/**
 * The landing page's own modules ('Da fare' and its shell, drawn with plain elements, their queries and the
 * labels they read) in one chunk: left to the bundler they were some twenty small chunks, each a request of its
 * own after the app's, six at a time on a phone's connection (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
 * Only these modules, not what they import (React, the app's start), which stays where it was.
 */
const LANDING_CHUNK = {
  name: 'landing',
  test: /[\\/](renderer[\\/]src[\\/](layouts[\\/][\w-]+|features[\\/]work-queue[\\/](?!MemberFilter\.)[\w.-]+|features[\\/]setup[\\/](?!SetupPage)[\w.-]+|components[\\/]plain[\\/](?!Spinner)[\w-]+|components[\\/]lead-type-colors|pages[\\/]PageHeading|app[\\/]navigation|features[\\/]auth[\\/]use-current-member|features[\\/]lead-work[\\/]next-action-text|features[\\/](agency-settings|team|work-queue|appointments|contacts|dashboard|owners|lead-work)[\\/][\w-]+\.queries)|shared[\\/]src[\\/](format|labels|limits|leads[\\/](statuses|wait|next-action-labels)|work-queue[\\/]labels))\.tsx?$/,
  includeDependenciesRecursively: false,
};

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
    rolldownOptions: { output: { codeSplitting: { groups: [CORE_CHUNK, LANDING_CHUNK] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
