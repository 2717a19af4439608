/**
 * JavaScript and CSS each public route really downloads, measured in Chromium against the built server:
 * every script and stylesheet of our origin the page requests until the network is idle, sized as gzip
 * (level 9) from the build. The home page's figure is the one to keep under 90 kB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { ROOT, printTable, runIfMain, startBuiltServer } from './lib.mjs';

const PUBLIC_DIST = path.join(ROOT, 'public-web/dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The public routes, read from the shared list's build (the same list the router and the server use). */
async function publicRoutes() {
  const shared = await import(path.join(ROOT, 'shared/dist/public-routes.js'));
  return shared.PUBLIC_ROUTES.map((route) => route.path);
}

function gzipOf(urlPath) {
  const file = path.join(PUBLIC_DIST, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export async function run() {
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const rows = [['route', 'JavaScript', 'CSS', 'files']];
    const figures = {};
    for (const route of await publicRoutes()) {
      const page = await browser.newPage();
      const assets = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.url && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      let lastRequest = Date.now();
      page.on('request', () => {
        lastRequest = Date.now();
      });
      // The page fetches its hydration code after its first paint, then the route's chunks: wait for that, and
      // for a second without requests.
      const hydration = page.waitForRequest((request) => /\/assets\/hydrate-(app|islands)-[\w-]+\.js$/.test(request.url()));
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await hydration;
      while (Date.now() - lastRequest < 1_000) await new Promise((resolve) => setTimeout(resolve, 200));
      await page.close();
      let js = 0;
      let css = 0;
      for (const asset of assets) {
        if (asset.endsWith('.js')) js += gzipOf(asset);
        else css += gzipOf(asset);
      }
      rows.push([route, kb(js), kb(css), String(assets.size)]);
      if (route === '/') figures['home page JavaScript, measured in Chromium (gzip)'] = kb(js);
    }
    printTable('What each public route downloads (gzip, measured in Chromium until the network is idle; the CSS is in the page)', rows);
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await runIfMain(import.meta.url, run);
