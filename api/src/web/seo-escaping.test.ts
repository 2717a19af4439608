import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/support.js';

/** A brand name with every character HTML and script blocks care about. */
const TRICKY_NAME = 'Case & Co. "Sabaude" </script><script>alert(1)</script>';

let context: TestContext;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'valuta-seo-escaping-'));
  const publicWeb = path.join(root, 'public');
  await mkdir(publicWeb, { recursive: true });
  await writeFile(
    path.join(publicWeb, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Shell</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  context = await createTestContext({ env: { PUBLIC_WEB_DIST: publicWeb, PUBLIC_URL: 'https://www.agenzia-esempio.it', AGENCY_NAME: TRICKY_NAME } });
});
afterAll(() => context.close());

describe('configured text in the prerendered pages', () => {
  it('escapes the brand inside HTML attributes', async () => {
    const page = await context.client().get('/vendi-casa');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<meta property="og:site_name" content="Case &amp; Co. &quot;Sabaude&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });

  it('keeps the brand inside its script blocks, whole and unable to close them', async () => {
    const page = await context.client().get('/vendi-casa');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    const brand = /<script id="brand-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({ name: TRICKY_NAME });
    expect(JSON.parse(brand)).toMatchObject({ agencyName: TRICKY_NAME });
  });
});
