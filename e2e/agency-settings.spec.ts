import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { signIn } from './support/admin-session';
import { chooseOption } from './support/select';

/**
 * The agency's own content, from a fresh install to the public site: no invented reviews, team or figures, the
 * titolare fills 'Impostazioni agenzia' (with its figures) and adds two reviews, and the home page shows them
 * after a reload.
 * The test files share one server, so the settings are put back empty at the end.
 */
test.describe('Impostazioni agenzia', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('a fresh install shows no team, no reviews and no figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No years, sales or experience the agency has not given.
    await expect(page.getByRole('main')).not.toContainText(/20 anni|500|30\+|anni di esperienza|compravendite concluse/);
    await expect(page.getByRole('heading', { name: "Un'agenzia di Torino, dalla stima alla vendita" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cosa dicono i proprietari che hanno venduto con noi' })).toHaveCount(0);
    await expect(page.locator('.testimonial')).toHaveCount(0);
    await page.goto('/chi-siamo');
    await expect(page.getByRole('heading', { name: 'Le persone che seguiranno la tua casa' })).toHaveCount(0);
  });

  test('the titolare completes the details and adds two reviews; the home page shows them after a reload', async ({ page, context }) => {
    await signIn(page);
    // The first sign-in's checklist, the legal details among its steps, leads to the settings.
    const checklist = page.getByRole('list', { name: 'Per iniziare' });
    await expect(checklist).toBeVisible();
    await checklist.getByRole('button', { name: 'Completa i dati legali' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni agenzia' })).toBeVisible();

    await page.getByLabel('Ragione sociale').fill('Casa Sabauda S.r.l.');
    await page.getByLabel('Partita IVA').fill('12345678901');
    await page.getByLabel('Numero REA').fill('TO-1234567');
    await page.getByLabel('Indirizzo della sede').fill('Via Po 12, 10123 Torino (TO)');
    await page.getByLabel('Anni di attività').fill('12');
    await page.getByLabel('Compravendite concluse').fill('340');
    await page.getByLabel('Anni di esperienza dei consulenti').fill('25');
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    // A wrong check digit is refused on the field, in Italian.
    await expect(page.getByText('Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta')).toBeVisible();
    await page.getByLabel('Partita IVA').fill('12345678903');

    const reviews = [
      {
        author: 'Lucia Bertola',
        town: 'Torino, Vanchiglia',
        text: 'Venduto in sei settimane, sempre informati su tutto.',
        stars: 5,
        source: 'Google',
      },
      { author: 'Piero Tosco', town: 'Moncalieri', text: 'Stima onesta e nessuna pressione per firmare.', stars: 4, source: 'Facebook' },
    ];
    for (const [index, review] of reviews.entries()) {
      await page.getByRole('button', { name: 'Aggiungi una recensione' }).click();
      const entry = page.getByRole('group', { name: `Recensione ${index + 1}` });
      await entry.getByLabel('Autore').fill(review.author);
      await entry.getByLabel('Comune o quartiere').fill(review.town);
      await entry.getByLabel('Testo della recensione').fill(review.text);
      await chooseOption(page, entry.getByLabel('Stelle'), new RegExp(`\\(${review.stars}\\)$`));
      await chooseOption(page, entry.getByLabel('Fonte'), review.source);
    }
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await expect(page.getByText("Completa i dati dell'agenzia")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const visitor = await context.newPage();
    await visitor.goto('/');
    const section = visitor.getByRole('region', { name: 'Cosa dicono i proprietari che hanno venduto con noi' });
    await expect(section.locator('.testimonial')).toHaveCount(2);
    await expect(section.getByText('Lucia Bertola')).toBeVisible();
    await expect(section.getByText('Piero Tosco')).toBeVisible();
    await expect(section.getByRole('img', { name: '4 stelle su 5' })).toBeVisible();
    // The legal details are in the footer and in the page's structured data.
    await expect(visitor.getByRole('contentinfo')).toContainText(
      'Casa Sabauda S.r.l. · Via Po 12, 10123 Torino (TO) · P. IVA 12345678903 · REA TO-1234567',
    );
    // The figures the titolare entered, as entered.
    await expect(visitor.getByText('✓ 12 anni di esperienza')).toBeVisible();
    const stats = visitor.getByRole('region', { name: "Un'agenzia di Torino, con i numeri per dimostrarlo" }).locator('.stats');
    await expect(stats).toContainText('12 anni di esperienza a Torino');
    await expect(stats).toContainText('340 compravendite concluse');
    await expect(stats).toContainText('25 anni di esperienza dei nostri consulenti senior');
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ legalName: 'Casa Sabauda S.r.l.', vatID: 'IT12345678903' });
  });

  test.afterAll(async ({ playwright, baseURL }) => {
    // Back to a fresh install's empty content for the test files that follow.
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    const current = await api.get('/api/admin/agency-settings');
    const settings = (await current.json()) as { company: Record<string, string | number | null> };
    const company = {
      ...settings.company,
      legalName: '',
      vatNumber: '',
      reaNumber: '',
      address: '',
      yearsInBusiness: null,
      salesCount: null,
      advisorsYears: null,
    };
    const reset = await api.put('/api/admin/agency-settings', { data: { company, team: [], reviews: [], emailSignature: '' } });
    expect(reset.status()).toBe(200);
    await api.dispose();
  });
});
