import type { Page } from '@playwright/test';

/** Collects script errors and console errors of a page (a 404 document's own status is not a script error). */
export function watchScriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}
