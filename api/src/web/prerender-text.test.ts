import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettingsPayloadInput, AgencySettingsResponse, SiteContent } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/support.js';

/**
 * The agency's texts go into the prerendered pages as they were typed, whatever they contain: `$'`, `` $` ``,
 * `$&`, `$$` and `$1` mean something to a string replacement, and nothing on a page. The pages are the public
 * build's (`npm run build`).
 */
const NAME = "Casa $' Sabauda $`";
const LEGAL_NAME = 'Sabauda $& Figli $$ S.r.l.';
const REVIEW = "Prezzo giusto $$ e tempi $1 rispettati, $' e $` compresi.";
const MEMBER_TEXT = 'Segue il centro $& e la collina $1.';
const HOURS = "Su appuntamento $' $`";

let context: TestContext;

/** Every entity the server and React write, back to its character. */
function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What a visitor reads: the page without its stylesheet, scripts and tags. */
function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

function jsonBlock<T>(html: string, id: string): T {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`block ${id} not found`);
  return JSON.parse(match[1]) as T;
}

/** One document: a single head and body, in order, ending the page. */
function expectWhole(html: string, path: string) {
  for (const tag of [/<!doctype html>/gi, /<head>/g, /<\/head>/g, /<body[ >]/g, /<div id="root">/g, /<\/body>/g, /<\/html>/g]) {
    expect(html.match(tag), `${path} ${String(tag)}`).toHaveLength(1);
  }
  expect(html.indexOf('</head>'), path).toBeLessThan(html.indexOf('<body'));
  expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
}

beforeAll(async () => {
  if (!existsSync(new URL('../../../public-web/dist-ssr/entry-server.js', import.meta.url))) {
    throw new Error('These tests read the public build: run `npm run build` first.');
  }
  context = await createTestContext();
  const admin = await signedInAdmin(context);
  const current = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
  const settings: AgencySettingsPayloadInput = {
    company: { ...current.body.company, agencyName: NAME, legalName: LEGAL_NAME, openingHours: HOURS },
    team: [{ id: 'm1', name: 'Anna $& Neri', role: 'Consulente $$ vendite', text: MEMBER_TEXT, photoId: null }],
    reviews: [{ id: 'r1', author: "Lucia $' B.", town: 'Torino', text: REVIEW, stars: 5, date: '2026-10-02', source: 'Google' }],
    emailSignature: '',
  };
  const saved = await admin.put('/api/admin/agency-settings', settings);
  if (saved.status !== 200) throw new Error(`settings not saved: ${saved.status} ${saved.text}`);
});
afterAll(() => context.close());

describe('agency texts with replacement patterns in them', () => {
  it('leave every page whole', async () => {
    for (const path of ['/', '/chi-siamo', '/contatti', '/landingvenditori', '/pagina-che-non-esiste']) {
      const page = await context.client().get(path);
      expect([200, 404], path).toContain(page.status);
      expectWhole(page.text, path);
    }
  });

  it('show literally in the title, the sharing card and the data blocks', async () => {
    const home = (await context.client().get('/')).text;
    const title = /<title>(.*?)<\/title>/.exec(home)![1]!;
    expect(decodeEntities(title)).toBe(`Valutazione casa gratuita a Torino con Amelia | ${NAME}`);
    const siteName = /<meta property="og:site_name" content="([^"]*)">/.exec(home)![1]!;
    expect(decodeEntities(siteName)).toBe(NAME);
    expect(jsonBlock<{ agencyName: string; legalName: string }>(home, 'brand-data')).toMatchObject({ agencyName: NAME, legalName: LEGAL_NAME });
    const content = jsonBlock<SiteContent>(home, 'site-content');
    expect(content.reviews[0]).toMatchObject({ author: "Lucia $' B.", text: REVIEW });
    expect(content.team[0]).toMatchObject({ name: 'Anna $& Neri', role: 'Consulente $$ vendite', text: MEMBER_TEXT });
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({ name: NAME, legalName: LEGAL_NAME });
  });

  it('show literally in the text a visitor reads', async () => {
    const home = visibleText((await context.client().get('/')).text);
    expect(home).toContain(REVIEW);
    expect(home).toContain(LEGAL_NAME);
    const about = visibleText((await context.client().get('/chi-siamo')).text);
    expect(about).toContain(MEMBER_TEXT);
    expect(about).toContain('Anna $& Neri');
    expect(visibleText((await context.client().get('/contatti')).text)).toContain(HOURS);
  });
});
