import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of the public build's chunks for these sources and every chunk they import statically. */
function publicChunksOf(sources: string[]): Set<string> {
  const manifest = JSON.parse(readFileSync('public-web/dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

test.describe('public site shell', () => {
  test('home page shows the header, the hero and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scopri in pochi secondi quanto vale la tua casa');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    for (const label of ['Chi siamo', 'Vendi casa', 'Diventa partner', 'Contatti']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Valuta ora' }).first()).toHaveAttribute('href', '/valutazione-range');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Area riservata' })).toHaveAttribute('href', '/admin');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByRole('link', { name: 'Scrivici su WhatsApp (si apre in una nuova scheda)' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });

  test('the city form opens the chat with the city in the URL, or without it when empty', async ({ page }) => {
    // The form's own script, once the island has hydrated: a click before that is the browser's plain form
    // submission, which reaches the chat too but spells the query its own way ('+' for a space, 'city=' when
    // empty), and made this test depend on how fast the page hydrated.
    const hydrated = () =>
      page.waitForFunction(() => Object.keys(document.querySelector('#home-city') ?? {}).some((key) => key.startsWith('__reactProps')));
    await page.goto('/');
    await hydrated();
    await page.getByLabel("Città o indirizzo dell'immobile").fill('Moncalieri (TO)');
    await page.getByRole('button', { name: 'Inizia Valutazione' }).click();
    await expect(page).toHaveURL('/valutazione-range?city=Moncalieri%20(TO)');

    await page.goto('/');
    await hydrated();
    await page.getByRole('button', { name: 'Inizia Valutazione' }).click();
    await expect(page).toHaveURL('/valutazione-range');
  });

  test('header links lead to their pages and the current one is highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await nav.getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL('/chi-siamo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
    await expect(nav.getByRole('link', { name: 'Chi siamo' })).toHaveAttribute('aria-current', 'page');
  });

  test('footer dialogs open and close with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Privacy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Informativa sulla privacy' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an unknown page shows the Italian not-found page with status 404 and links home and to the valuation', async ({ page }) => {
    const response = await page.goto('/pagina-inesistente');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Pagina non trovata/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByText('Did you forget', { exact: false })).toHaveCount(0);
    await page.getByRole('link', { name: 'Valuta la tua casa' }).click();
    await expect(page).toHaveURL(/\/valutazione-range$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page loads no other page’s code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Only the islands' entry, the islands it hydrates after the first paint and the chunks these import:
    // neither the router nor any page's own chunk, the chat's and the back office's included.
    const html = (await response?.text()) ?? '';
    const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    expect(new Set(scripts)).toEqual(publicChunksOf(['islands.html', 'src/islands/hydrate-islands.tsx']));
  });

  test('the seller landing page hydrates its islands without the router, and its links stay in the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/landingvenditori');
    await page.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/islands-[\w-]+\.js"/);
    // The form and the carousel are fetched by this page only; the router and the app are not fetched at all.
    const seller = publicChunksOf(['src/features/forms/SellerContactForm.tsx', 'src/pages/seller-landing/SellerDashboardCarousel.tsx']);
    for (const file of seller) expect(scripts).toContain(file);
    expect(scripts).not.toContain([...publicChunksOf(['src/app/mount-app.tsx'])][0]);
    await page.getByRole('button', { name: 'Successivo' }).click();
    await expect(page.getByRole('button', { name: 'Vai a 2 di 3' })).toHaveAttribute('aria-current', 'true');

    // A link of the page starts the app in place: the same document, so what the page kept is still there.
    // (The header's: a fresh install has no team, so the page's own 'Conosci il team →' is not there.)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await expect(page.getByRole('link', { name: 'Conosci il team →' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL('/chi-siamo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendi casa con un consulente al tuo fianco, e tutto sotto controllo');
  });

  test('the chat page hydrates the chat without the router', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/valutazione-range');
    expect((await response?.text()) ?? '').toMatch(/<script type="module"[^>]*src="\/assets\/islands-[\w-]+\.js"/);
    await expect(page.getByPlaceholder('Scrivi qui la tua risposta...')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const file of publicChunksOf(['src/pages/chat/ValuationChat.tsx'])) expect(scripts).toContain(file);
    expect(scripts).not.toContain([...publicChunksOf(['src/app/mount-app.tsx'])][0]);
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('public site on a phone @phone', () => {
  test('the hamburger menu lists the four links and closes after a choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Chi siamo' })).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Chi siamo', 'Vendi casa', 'Diventa partner', 'Contatti']);
    await menu.getByRole('link', { name: 'Contatti' }).click();
    await expect(page).toHaveURL('/contatti');
    await expect(menu).toBeHidden();
  });

  test("the header's name, 'Valuta ora' and the menu button are whole on the screen of a small phone", async ({ page }) => {
    // The header is fixed, so a control pushed past the edge widens nothing: each box is checked.
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const header = page.getByRole('banner');
      for (const control of [
        header.getByRole('link', { name: /torna alla home/ }),
        header.getByRole('link', { name: 'Valuta ora' }),
        header.getByRole('button', { name: 'Apri il menu' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
