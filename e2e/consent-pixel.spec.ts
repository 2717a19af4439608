import { expect, test } from '@playwright/test';
import { E2E_PIXEL_ID, pixelCalls, stubPixel } from './support/pixel';

test.describe('cookie consent and the advertising pixel', () => {
  test('no banner and no pixel outside the seller landing page', async ({ page }) => {
    const requests = await stubPixel(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie su questa pagina' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('the pixel waits for consent, and stays away after a refusal', async ({ page }) => {
    const requests = await stubPixel(page);
    await page.goto('/landingvenditori');
    const banner = page.getByRole('region', { name: 'Cookie su questa pagina' });
    await expect(banner).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
    expect(requests).toEqual([]);
  });

  test('after consent the pixel loads, counts the page view and the lead', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const requests = await stubPixel(page);
    await page.goto('/landingvenditori');
    await page.getByRole('region', { name: 'Cookie su questa pagina' }).getByRole('button', { name: 'Accetta' }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ['init', E2E_PIXEL_ID],
        ['track', 'PageView'],
      ]);

    const form = page.locator('#prenota');
    await form.getByLabel('Nome e cognome *').fill('Giulia Ferrero');
    await form.getByLabel('Email *').fill(`pixel.${Date.now()}@example.it`);
    await form.getByLabel('Telefono *').fill('333 123 4567');
    await form.getByLabel(/Accetto la privacy policy/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
    await expect(page).toHaveURL('/thank-you-page');
    expect(await pixelCalls(page)).toContainEqual(['track', 'Lead']);
  });

  test('the cookie notice lets the visitor change the choice', async ({ page }) => {
    await stubPixel(page);
    await page.goto('/landingvenditori');
    await page.getByRole('region', { name: 'Cookie su questa pagina' }).getByRole('button', { name: 'Rifiuta' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cookie' }).getByRole('button', { name: 'Rivedi le preferenze sui cookie' }).click();
    await expect(page.getByRole('region', { name: 'Cookie su questa pagina' })).toBeVisible();
  });

  test('errors from the pixel script are silenced, our own are not', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'setTimeout(function fbq_loader() { throw new Error("fbevents: pixel failure") });';
      document.head.appendChild(script);
      setTimeout(() => {
        throw new Error('Errore nostro');
      });
    });
    await expect.poll(() => errors).toContain('Errore nostro');
    expect(errors.some((message) => message.includes('fbevents'))).toBe(false);
  });
});
