import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

/** Two small builds laid out like Vite's output, so the test does not depend on a real build. */
async function writeBuilds() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'valuta-web-'));
  const publicWeb = path.join(root, 'public');
  const admin = path.join(root, 'admin');
  await mkdir(path.join(publicWeb, 'assets'), { recursive: true });
  await mkdir(path.join(admin, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'), { recursive: true });
  const shell = (entry: string) =>
    `<!doctype html><html lang="it"><head><title>Shell pubblico</title><meta name="description" content="x" /><script type="module" crossorigin src="/assets/${entry}.js"></script><link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(publicWeb, 'index.html'), shell('index-abc123'));
  await writeFile(path.join(publicWeb, 'islands.html'), shell('islands-abc123'));
  await writeFile(path.join(publicWeb, 'assets', 'style-abc123.css'), '.hero{color:navy}');
  // A stand-in for the SSR build: renders the path and the brand it was given; the home is served as islands.
  await writeFile(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    'export async function render(url, brand) { const path = new URL(url).pathname; return { html: `<h1>Pagina ${path}</h1><p>${brand.agencyName}</p>`, status: 200, islands: path === "/" }; }',
  );
  await writeFile(path.join(publicWeb, 'assets', 'home-abc123.js'), 'console.log("home")');
  // The builds keep their source maps beside the bundles, for debugging on the machine that built them.
  await writeFile(path.join(publicWeb, 'assets', 'home-abc123.js.map'), '{"version":3,"sources":["../src/home.tsx"]}');
  await writeFile(path.join(publicWeb, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(admin, 'index.html'), '<!doctype html><title>Area Amministrativa</title>');
  await writeFile(path.join(admin, 'assets', 'admin-def456.js'), 'console.log("admin")');
  await writeFile(path.join(admin, 'assets', 'admin-def456.js.map'), '{"version":3,"sources":["../src/admin.tsx"]}');
  return { publicWeb, admin };
}

beforeAll(async () => {
  const builds = await writeBuilds();
  context = await createTestContext({ env: { PUBLIC_WEB_DIST: builds.publicWeb, ADMIN_WEB_DIST: builds.admin } });
});
afterAll(() => context.close());

describe('serving the two builds', () => {
  it('serves each public route prerendered, with its own title and body', async () => {
    const home = await context.client().get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.text).toContain('<title>Valutazione casa gratuita a Torino con Amelia | Valuta Casa Torino</title>');
    expect(home.text).toContain('<div id="root"><h1>Pagina /</h1><p>Valuta Casa Torino</p></div>');

    const about = await context.client().get('/chi-siamo');
    expect(about.text).toContain('<title>Chi siamo: agenzia immobiliare a Torino | Valuta Casa Torino</title>');
    expect(about.text).toContain('<h1>Pagina /chi-siamo</h1>');
    expect((await context.client().get('/chi-siamo/')).text).toContain('<h1>Pagina /chi-siamo</h1>');
    const chat = await context.client().get('/valutazione-range?city=Torino');
    expect(chat.status).toBe(200);
    expect(chat.text).toContain('<h1>Pagina /valutazione-range</h1>');
  });

  it('serves a page of islands with the islands shell and every other page with the app, styles written in', async () => {
    const home = await context.client().get('/');
    expect(home.text).toContain('<script type="module" crossorigin src="/assets/islands-abc123.js"></script>');
    expect(home.text).not.toContain('index-abc123.js');
    const about = await context.client().get('/chi-siamo');
    expect(about.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(about.text).not.toContain('islands-abc123.js');
    for (const page of [home, about]) {
      expect(page.text).toContain('<style>.hero{color:navy}</style>');
      expect(page.text).not.toContain('rel="stylesheet"');
    }
  });

  it('answers an unknown page with the not-found page and status 404', async () => {
    const missing = await context.client().get('/pagina-che-non-esiste');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Pagina non trovata | Valuta Casa Torino</title>');
    expect(missing.text).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('serves the admin UI at /admin with its own fallback', async () => {
    for (const route of ['/admin', '/admin/', '/admin/contatti/12']) {
      const response = await context.client().get(route);
      expect(response.status).toBe(200);
      expect(response.text).toContain('Area Amministrativa');
    }
    expect((await context.client().get('/admin/assets/admin-def456.js')).text).toContain('admin');
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await context.client().get('/assets/home-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await context.client().get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404 rather than the shell', async () => {
    expect((await context.client().get('/assets/nope.js')).status).toBe(404);
    expect((await context.client().get('/admin/assets/nope.js')).status).toBe(404);
  });

  it('never serves a source map: the sources stay on the machine', async () => {
    for (const map of ['/assets/home-abc123.js.map', '/admin/assets/admin-def456.js.map']) {
      const response = await context.client().get(map);
      expect(response.status, map).toBe(404);
      expect(response.text, map).not.toContain('sources');
    }
  });

  it('does not let a path climb out of the build folder', async () => {
    const response = await fetch(`${context.baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('root:');
  });

  it('keeps /api for the API', async () => {
    const response = await context.client().get<ApiErrorBody>('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });
});
