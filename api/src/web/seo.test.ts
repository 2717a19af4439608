import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@valuta/shared';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'valuta-seo-'));
  const publicWeb = path.join(root, 'public');
  await mkdir(publicWeb, { recursive: true });
  await writeFile(
    path.join(publicWeb, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Shell</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  context = await createTestContext({
    env: {
      PUBLIC_WEB_DIST: publicWeb,
      PUBLIC_URL: 'https://www.agenzia-esempio.it',
      AGENCY_NAME: 'Case Sabaude',
      AGENCY_ADDRESS: 'Corso Vittorio Emanuele II 12, 10123 Torino (TO)',
      AGENCY_LANDLINE: '+39 011 555 1234',
    },
  });
});
afterAll(() => context.close());

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

describe('what search engines read', () => {
  it('gives every page its canonical URL, Open Graph tags and the agency as RealEstateAgent', async () => {
    const page = await context.client().get('/vendi-casa');
    expect(page.text).toContain('<link rel="canonical" href="https://www.agenzia-esempio.it/vendi-casa">');
    expect(page.text).toContain('<meta property="og:title" content="Vendi casa con noi: il metodo in tre fasi | Case Sabaude">');
    expect(page.text).toContain('<meta property="og:url" content="https://www.agenzia-esempio.it/vendi-casa">');
    expect(page.text).toMatch(/<meta name="description" content="Valutazione, scelta dell’agente e monitoraggio/);
    expect(jsonLd(page.text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Case Sabaude',
      telephone: '+39 011 555 1234',
      address: { streetAddress: 'Corso Vittorio Emanuele II 12', postalCode: '10123', addressLocality: 'Torino', addressRegion: 'TO' },
    });
  });

  it('hands the configured brand to the page, escaped for a script block', async () => {
    const page = await context.client().get('/contatti');
    const block = /<script id="brand-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    expect(JSON.parse(block)).toMatchObject({ agencyName: 'Case Sabaude', landline: '+39 011 555 1234' });
  });

  it('keeps pages that are not for search results out of the index', async () => {
    const thanks = await context.client().get('/thank-you-page');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(thanks.text).not.toContain('rel="canonical"');
  });

  it('lists exactly the indexable routes in sitemap.xml', async () => {
    const sitemap = await context.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_ROUTES.filter((route) => route.indexable).map((route) => `https://www.agenzia-esempio.it${route.path}`));
    expect(locations).not.toContain('https://www.agenzia-esempio.it/thank-you-page');
  });

  it('points robots.txt at the sitemap and away from the back office', async () => {
    const robots = await context.client().get('/robots.txt');
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Sitemap: https://www.agenzia-esempio.it/sitemap.xml');
  });
});
