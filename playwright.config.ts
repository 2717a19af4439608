import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/admin';
import { e2eRunFolder } from './e2e/support/database';
import { E2E_PIXEL_ID } from './e2e/support/pixel';

/**
 * End-to-end tests against the built app, served by the real server on a fresh SQLite database, in the
 * system Chromium (the Playwright browser download is unreachable here). scripts/test.mjs picks a free port.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Workers inherit this, so the tests find the server's database (e2e/support/database.ts).
process.env.E2E_RUN_ID ??= String(process.pid);
const runFolder = e2eRunFolder();

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    // A click or a navigation that cannot happen fails naming its locator, instead of running into the test's timeout.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: `sqlite:${path.join(runFolder, 'app.sqlite')}`,
      DATA_DIR: runFolder,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every e2e visitor comes from 127.0.0.1 and answers faster than a person: the per-address and
      // per-conversation limits would trip across tests. The API tests cover the 429s.
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '5000',
      RATE_LIMIT_FORMS_PER_HOUR: '5000',
      // The consent banner and the pixel exist only when a pixel id is configured; the tests stub its script.
      PIXEL_ID: E2E_PIXEL_ID,
      // The agency's contacts seeded from the environment (its legal details, team and reviews stay empty, as on
      // a fresh install: e2e/agency-settings.spec.ts fills them from the back office).
      AGENCY_MOBILE: '+39 347 555 1234',
      AGENCY_WHATSAPP: '393475551234',
      CONTACT_EMAIL: 'info@agenzia-e2e.example',
    },
  },
});
