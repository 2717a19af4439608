import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

/** With a mail server the real prerendered pages say the estimate also arrives by e-mail (the public build's pages). */
let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  if (!existsSync(new URL('../../../public-web/dist-ssr/entry-server.js', import.meta.url))) {
    throw new Error('These tests read the public build: run `npm run build` first.');
  }
  smtp = await startSmtpServer();
  context = await createTestContext({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // React's markers between two pieces of text are no space.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

it('says on the home and the online valuation page that the estimate also arrives by e-mail', async () => {
  const home = await context.client().get('/');
  expect(visibleText(home.text)).toContain('Valore minimo e massimo subito, anche via e-mail.');
  expect(visibleText(home.text)).toContain('per inviarti il risultato');
  const entry = await context.client().get('/valutazione');
  expect(visibleText(entry.text)).toContain('Il risultato arriva subito e anche via e-mail.');
});
