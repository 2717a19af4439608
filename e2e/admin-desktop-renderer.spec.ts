import { expect, test, type Page } from '@playwright/test';
import type { DesktopBridge } from '../admin-desktop/src/preload/contract';
import { signIn } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sidebar } from './support/sidebar';

/**
 * The back office's renderer as the desktop app runs it, in Chromium. Electron cannot run here, so the
 * preload's `window.desktop` is played by a stand-in installed before the page's scripts, recording every
 * call; the page's /api calls reach the server on its own origin, as the app's forwarding makes them do.
 * (The main process behind the bridge has its own tests in admin-desktop/src/main.)
 */
type DesktopCall = [string, ...unknown[]];

async function installDesktopStandIn(page: Page, server: string | null) {
  await page.addInitScript((initialServer: string | null) => {
    // Kept in session storage: the stand-in is installed again at every page load, like the real preload.
    const record = (...call: unknown[]) =>
      sessionStorage.setItem('desktopCalls', JSON.stringify([...(JSON.parse(sessionStorage.getItem('desktopCalls') ?? '[]') as unknown[]), call]));
    let current = initialServer;
    // Typed as the preload's contract, so a change of the bridge that this stand-in misses fails the type-check.
    const desktop: DesktopBridge = {
      appVersion: '0.1.0',
      getServer: async () => ({ url: current }),
      setServer: async (url) => {
        record('setServer', url);
        if (url.includes('sbagliato')) return { ok: false, message: 'Il server non risponde. Controlla l’indirizzo e la connessione.' };
        current = `https://${url.replace(/^https?:\/\//, '').replace(/\/.*$/, '')}`;
        return { ok: true, url: current };
      },
      openExternal: async (url) => (record('openExternal', url), true),
      saveDownload: async (path) => (record('saveDownload', path), { status: 'saved', filePath: '/home/ufficio/Scaricati/contatti.csv' }),
      onNavigate: () => () => {},
    };
    Object.defineProperty(window, 'desktop', { value: Object.freeze(desktop) });
  }, server);
}

const desktopCalls = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('desktopCalls') ?? '[]') as DesktopCall[]);

test.describe('the back office in the desktop app', () => {
  test('asks for the server address on the first run and names it under the login', async ({ page }) => {
    await installDesktopStandIn(page, null);
    await page.goto('/admin/server');
    await expect(page.getByRole('heading', { name: 'Indirizzo del server' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Indirizzo del server').fill('server-sbagliato.example.it');
    await page.getByRole('button', { name: 'Verifica e salva' }).click();
    await expect(page.getByText('Il server non risponde. Controlla l’indirizzo e la connessione.')).toBeVisible();

    await page.getByLabel('Indirizzo del server').fill('agenzia.example.it');
    await page.getByRole('button', { name: 'Verifica e salva' }).click();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByText('Server: agenzia.example.it')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('opens the public site outside the app and saves the contacts CSV through the save dialog', async ({ page }) => {
    await installDesktopStandIn(page, 'https://agenzia.example.it');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();

    await signIn(page, '/admin/contatti');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    await expect(page.getByText('Download completato')).toBeVisible();
    await sidebar(page).getByRole('button', { name: 'Torna al Sito' }).click();
    await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();

    expect(await desktopCalls(page)).toEqual([
      ['openExternal', '/'],
      ['saveDownload', '/api/admin/export-contacts-csv'],
      ['openExternal', '/'],
    ]);
  });

  test('saves the assistance CSV of the period through the save dialog, like every export', async ({ page }) => {
    await installDesktopStandIn(page, 'https://agenzia.example.it');
    await signIn(page, '/admin/assistenza');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    await expect(page.getByText('Download completato')).toBeVisible();
    expect(await desktopCalls(page)).toEqual([['saveDownload', '/api/admin/export-assistenze-csv?timeFilter=all']]);
  });
});

test.describe('the back office in the browser', () => {
  test("'Torna al Sito' goes to the public site, and /admin/server is no page", async ({ page }) => {
    await signIn(page, '/admin');
    await sidebar(page).getByRole('button', { name: 'Torna al Sito' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/admin/);

    await page.goto('/admin/server');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});
