import { expect, test } from '@playwright/test';
import { formatShare, formatEuro, formatIsoDay } from '@valuta/shared/format';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import { signIn } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openResultPageOfNewValuation } from './support/chat';
import { chooseOption } from './support/select';
import { sidebarLink } from './support/sidebar';

/**
 * A sale recorded on a lead and what follows from it: the owner gets an estimate through the chat, a member
 * records the sale on the lead's card, the accuracy screen counts it, and the public page, below 20 sales,
 * still says the figures are being collected; the owner's result page explains how the estimate was computed.
 */
const OWNER = { name: 'Vittoria Esiti', email: 'vittoria.esiti@example.it', phone: '333 909 1234' };

test('a sale recorded on the lead shows in the accuracy figures; the public page waits for 20 sales', async ({ page }) => {
  test.slow(); // a whole conversation and two sites, on a shared 2-core machine

  // The owner: an estimate through the chat, and the result page with the link to how precise we are.
  const { valuationId } = await openResultPageOfNewValuation(page, OWNER);
  await expect(page.getByRole('link', { name: 'Quanto sono precise le nostre stime?' })).toBeVisible();
  const valuation = (await (await page.request.get(`/api/valuation/${valuationId}`)).json()) as ValuationPageResponse;
  const estimate = valuation.estimatedValue;
  const salePrice = Math.round(estimate * 1.05);
  const errorText = formatShare(Math.abs(estimate - salePrice) / salePrice);
  const inside = salePrice >= valuation.minValue && salePrice <= valuation.maxValue;

  // A member opens the lead from the list and records the sale.
  await signIn(page, '/admin/contatti');
  await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill(OWNER.name);
  await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
  await page.getByRole('link', { name: OWNER.name }).first().click();
  await expect(page.getByRole('heading', { name: OWNER.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Esito' }).click();
  await expect(page.getByText('Nessun esito registrato')).toBeVisible();
  await page.getByRole('button', { name: 'Registra esito' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Esito' }), 'Venduto');
  await page.getByLabel('Prezzo di vendita (€)').fill(String(salePrice));
  await page.getByLabel('Data di vendita').fill(formatIsoDay());
  await page.getByRole('button', { name: 'Salva esito' }).click();
  await expect(page.getByText('Esito salvato')).toBeVisible();
  await expect(page.getByText(formatEuro(salePrice), { exact: true })).toBeVisible();
  await expect(page.getByText(`${errorText} (${inside ? 'dentro la' : 'fuori dalla'} forchetta mostrata)`)).toBeVisible();
  await expect(page.getByRole('region', { name: "Storico dell'esito" }).getByText('Esito registrato')).toBeVisible();

  // The accuracy screen: one sale, and its error.
  await sidebarLink(page, 'Precisione stime').click();
  await expect(page.getByRole('heading', { name: 'Precisione stime', level: 1 })).toBeVisible();
  const overall = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Totale', exact: true }) });
  await expect(overall.getByRole('cell')).toHaveText(['Totale', '1', errorText, '100,0%', '100,0%', inside ? '100,0%' : '0,0%']);
  await expect(page.getByRole('img', { name: /Errore mediano per zona/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // On a phone the screen does not scroll sideways and the chart's text keeps a readable size.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The size text is drawn at: its font size, times the scale of a drawing (SVG) fitted to the screen.
  const chartTextSize = await page.getByRole('img', { name: /Errore mediano per zona/ }).evaluate((chart) => {
    const leaves = [chart, ...chart.querySelectorAll('*')].filter((node) => node.childElementCount === 0 && node.textContent?.trim());
    const drawnSize = (node: Element) =>
      parseFloat(getComputedStyle(node).fontSize) * (node instanceof SVGGraphicsElement ? (node.getScreenCTM()?.a ?? 1) : 1);
    return Math.min(...leaves.map(drawnSize));
  });
  expect(chartTextSize).toBeGreaterThanOrEqual(11);
  await expectNoSeriousA11yViolations(page);

  // The public page: below 20 sales it publishes no figure, only the count.
  await page.goto('/precisione-stime');
  await expect(page.getByRole('heading', { name: 'Quanto sono precise le nostre stime', level: 1 })).toBeVisible();
  await expect(page.getByText('Stiamo raccogliendo i dati: pubblicheremo le cifre quando avremo almeno 20 vendite registrate.')).toBeVisible();
  await expect(page.getByText('Vendite registrate finora:')).toContainText('1');
  await expect(page.getByText(errorText)).toHaveCount(0);

  // The owner's result page explains the estimate from the same stored figures.
  await page.goto('/thank-you-range');
  await expect(page.getByRole('heading', { name: 'Come abbiamo calcolato la stima' })).toBeVisible();
});
