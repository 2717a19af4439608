import type { Page } from '@playwright/test';

/** The pixel id the e2e server runs with. */
export const E2E_PIXEL_ID = '123456789012345';

/**
 * Stands in for the advertising pixel's script (the vendor is unreachable here): it records what the page
 * asks the pixel to do in window.__pixelCalls. Returns the list of script requests made to the vendor.
 */
export async function stubPixel(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://connect.facebook.net/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: 'application/javascript',
      body: `window.__pixelCalls = (window.fbq.queue || []).slice();
             window.fbq.callMethod = function () { window.__pixelCalls.push(Array.from(arguments)); };`,
    });
  });
  return requests;
}

export function pixelCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []);
}
