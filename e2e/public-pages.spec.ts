import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchScriptErrors } from './support/console';

/** Every page of the public site with its main heading (the chat's own pages are tested with the chat). */
const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Scopri in pochi secondi quanto vale la tua casa'],
  ['/home', 'Scopri in pochi secondi quanto vale la tua casa'],
  ['/valuta', 'Il valore della tua casa a Torino, in 2 minuti'],
  ['/valutazione', 'Una valutazione seria, senza aspettare un appuntamento'],
  ['/landing-vendita', 'Vendi casa al prezzo giusto, nei tempi che decidi tu'],
  ['/landingvenditori', 'Vendi casa con un consulente al tuo fianco, e tutto sotto controllo'],
  ['/thank-you-page', 'Grazie! Ti contatteremo entro 24 ore'],
  ['/cambio-casa-strat1', 'Cambiare casa senza stress: vendi e compra nei tempi giusti'],
  ['/cambio-casa-strat2', 'Prima vendi o prima compri? Decidiamolo insieme'],
  ['/consulenza-gratuita', 'Prenota la tua consulenza gratuita di 30 minuti'],
  ['/prenota-consulenza', 'Prenota la tua consulenza'],
  ['/chi-siamo', 'Chi siamo'],
  ['/vendi-casa', 'Vendi casa con noi: un metodo in tre fasi'],
  ['/diventa-partner', 'Sei un agente immobiliare? Lavora con noi'],
  ['/contatti', 'Contatti'],
  ['/privacy', 'Informativa sulla privacy'],
  ['/cookies-policy', 'Cookie policy'],
  ['/precisione-stime', 'Quanto sono precise le nostre stime'],
  ['/una-pagina-che-non-esiste', 'Pagina non trovata'],
];

test.describe('every public page', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} renders prerendered, hydrates without errors and passes axe`, async ({ page }) => {
      const errors = watchScriptErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.startsWith('/una-pagina') ? 404 : 200);
      // The server sent the page's content, not an empty shell.
      expect(await response?.text()).toContain(heading.replace(/'/g, '&#x27;').split(' ').slice(0, 3).join(' '));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('the chat pages load without script errors', async ({ page }) => {
    const errors = watchScriptErrors(page);
    for (const path of ['/valutazione-range', '/thank-you-range']) {
      expect((await page.goto(path))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('navigating inside the site updates the title and starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Consulenza gratuita' }).click();
    await expect(page).toHaveURL('/consulenza-gratuita');
    await expect(page).toHaveTitle('Prenota una consulenza gratuita di 30 minuti | Valuta Casa Torino');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the hero button scrolls to how it works; with no team entered the about page has no team section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Come funziona' }).click();
    await expect(page.getByRole('heading', { name: 'Tre passi, nessun modulo infinito' })).toBeInViewport();

    // The team and its carousel come from 'Impostazioni agenzia' (e2e/agency-settings.spec.ts); a fresh install has none.
    await page.goto('/chi-siamo');
    await expect(page.getByRole('heading', { name: 'Le persone che seguiranno la tua casa' })).toHaveCount(0);
  });

  test('the seller landing page has its anchors and five questions', async ({ page }) => {
    await page.goto('/landingvenditori');
    const sections = page.getByRole('navigation', { name: 'Sezioni della pagina' });
    // No reviews entered yet: no reviews section, and no anchor to it.
    await expect(sections.getByRole('link')).toHaveText(['Dashboard', 'Vantaggi', 'Come funziona', 'Prenota consulenza']);
    await expect(page.locator('details')).toHaveCount(5);
    await sections.getByRole('link', { name: 'Prenota consulenza' }).click();
    await expect(page.getByRole('heading', { name: 'Prenota la consulenza gratuita' })).toBeInViewport();
  });

  test('WhatsApp and the agent e-mail open with their pre-filled texts', async ({ page }) => {
    await page.goto('/');
    const whatsapp = page.getByRole('link', { name: 'Scrivici su WhatsApp' }).first();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/393475551234\?text=Buongiorno%2C%20vorrei/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'scrivici per collaborare' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=Collaborazione%20come%20agente%20immobiliare$/,
    );
  });

  test('without configured embeds the pages offer something useful instead', async ({ page }) => {
    await page.goto('/contatti');
    // No map embed and, on a fresh install, no address yet: a card about the visit at home instead of directions
    // to nowhere, and a message to the team, which needs no contact detail.
    await expect(page.getByRole('heading', { name: 'Valutazione a domicilio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Come arrivare' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Google Maps' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Scrivici un messaggio' }).click();
    await expect(page.getByRole('dialog', { name: 'Richiedi assistenza' })).toBeVisible();
    await page.goto('/consulenza-gratuita');
    await expect(page.getByRole('form', { name: 'Prenota una consulenza' })).toBeVisible();
  });
});

test.describe('every public page on a phone @phone', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} fits a 360 px screen`, async ({ page }) => {
      const errors = watchScriptErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
