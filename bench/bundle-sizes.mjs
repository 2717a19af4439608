/** JavaScript and CSS each page downloads, gzip, read from the builds' HTML and chunk graph. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, printTable, runIfMain } from './lib.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Assets an HTML file loads at once (entry scripts, modulepreloads, stylesheets). */
function initialAssets(distFolder, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const references = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  return references.map((reference) => path.join(distFolder, reference.replace(/^\/(admin\/)?/, '')));
}

function totals(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    if (file.endsWith('.css')) css += gzipSize(file);
  }
  return { js, css };
}

function allChunks(folder) {
  return readdirSync(path.join(folder, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => path.join(folder, 'assets', name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
}

/**
 * The files of the public build's chunks for these sources and every chunk they import statically, read from
 * the build's manifest: the entries fetch the code that hydrates the page after its first paint, so the
 * HTML alone no longer names what a page downloads.
 */
function chunksOf(distFolder, sources) {
  const manifest = JSON.parse(readFileSync(path.join(distFolder, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].map((file) => path.join(distFolder, file));
}

/**
 * The back office's sign-in screen: what its HTML loads (the entry and its modulepreloads), the app the entry
 * fetches after the first paint (src/app/start.tsx) and, were the login page ever made a chunk of its own,
 * that chunk; each with its imports, and no page chunk.
 */
const ADMIN_SIGN_IN_SOURCES = ['index.html', 'src/app/start.tsx', 'src/features/auth/LoginPage.tsx'];

/** The figures, also returned to run.mjs for its summary. */
export async function run() {
  const publicDist = path.join(ROOT, 'public-web/dist');
  const adminDist = path.join(ROOT, 'admin-desktop/dist-web');
  const hasManifest = existsSync(path.join(publicDist, '.vite/manifest.json'));
  // The home is served with the islands' shell (the server picks it per route), the other pages with the app's;
  // the stylesheet is written into the page by the server, counted here as it was a file.
  const css = initialAssets(publicDist, path.join(publicDist, 'index.html')).filter((file) => file.endsWith('.css'));
  const home = hasManifest
    ? totals([...chunksOf(publicDist, ['islands.html', 'src/islands/hydrate-islands.tsx']), ...css])
    : totals(initialAssets(publicDist, path.join(publicDist, 'index.html')));
  const app = hasManifest ? totals([...chunksOf(publicDist, ['index.html', 'src/app/hydrate-app.tsx']), ...css]) : home;
  const admin = totals(initialAssets(adminDist, path.join(adminDist, 'index.html')));
  const adminHasManifest = existsSync(path.join(adminDist, '.vite/manifest.json'));
  const adminSignIn = adminHasManifest
    ? totals([...new Set([...initialAssets(adminDist, path.join(adminDist, 'index.html')), ...chunksOf(adminDist, ADMIN_SIGN_IN_SOURCES)])])
    : admin;
  printTable('What an entry downloads before any page chunk (gzip, level 9; the CSS is written into the public pages)', [
    ['entry', 'JavaScript', 'CSS'],
    ['public home / (islands)', kb(home.js), kb(home.css)],
    ['public app (every other route, plus its page chunk)', kb(app.js), kb(app.css)],
    ['back office /admin', kb(admin.js), kb(admin.css)],
    ['back office sign-in screen (/admin/login)', kb(adminSignIn.js), kb(adminSignIn.css)],
  ]);
  printTable(
    'Back-office chunks (gzip; the largest 12)',
    allChunks(adminDist)
      .filter((file) => file.endsWith('.js'))
      .slice(0, 12)
      .map((file) => [path.basename(file), kb(gzipSize(file))]),
  );
  printTable(
    'Public chunks loaded on their own route (gzip)',
    allChunks(publicDist).map((file) => [path.basename(file), kb(gzipSize(file))]),
  );
  return { 'home page JavaScript (gzip)': kb(home.js), 'admin sign-in JS (gzip)': kb(adminSignIn.js) };
}

await runIfMain(import.meta.url, run);
