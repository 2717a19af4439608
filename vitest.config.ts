import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run for every workspace. Workspaces import @valuta/shared from its source, so a change in
 * shared needs no build before the tests see it. The API suite runs on a temporary SQLite database and,
 * when DATABASE_URL points to PostgreSQL, once more on a temporary database there.
 */
const sharedSource = fileURLToPath(new URL('./shared/src/', import.meta.url));
const resolve = {
  alias: [
    { find: /^@valuta\/shared$/, replacement: `${sharedSource}index.ts` },
    { find: /^@valuta\/shared\/(.*)$/, replacement: `${sharedSource}$1` },
  ],
};

const domSetup = fileURLToPath(new URL('./vitest.setup.dom.ts', import.meta.url));

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

const apiProject = (name: string, databaseUrl: string | undefined) => ({
  resolve,
  test: {
    name,
    root: './api',
    environment: 'node' as const,
    include: ['src/**/*.test.ts'],
    env: { TEST_DATABASE: databaseUrl ?? 'sqlite', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      apiProject('api-sqlite', undefined),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'public-web',
          root: './public-web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [domSetup],
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'admin-desktop',
          root: './admin-desktop',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: [domSetup],
          // A page with its antd filters takes seconds to render in happy-dom on a busy shared machine.
          testTimeout: 20_000,
        },
      },
      {
        // The desktop app's main process and preload, with Electron's API replaced at the boundary; the server
        // connection is tested against the real API on a temporary SQLite database.
        resolve,
        test: {
          name: 'desktop-main',
          root: './admin-desktop',
          environment: 'node',
          include: ['src/{main,preload}/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
