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

/** The figures, also returned to run.mjs for its summary. */
export async function run() {
  const publicDist = path.join(ROOT, 'public-web/dist');
  const adminDist = path.join(ROOT, 'admin-desktop/dist-web');
  // The home is served with the islands' shell (the server picks it per route); the other pages with the app's.
  const islandsShell = path.join(publicDist, 'islands.html');
  const home = totals(initialAssets(publicDist, existsSync(islandsShell) ? islandsShell : path.join(publicDist, 'index.html')));
  const app = totals(initialAssets(publicDist, path.join(publicDist, 'index.html')));
  const admin = totals(initialAssets(adminDist, path.join(adminDist, 'index.html')));
  printTable('Initial download per entry (gzip, level 9; the CSS is written into the public pages)', [
    ['entry', 'JavaScript', 'CSS'],
    ['public home / (islands)', kb(home.js), kb(home.css)],
    ['public app (other routes, before the page chunk)', kb(app.js), kb(app.css)],
    ['back office /admin', kb(admin.js), kb(admin.css)],
  ]);
  printTable(
    'Public chunks loaded on their own route (gzip)',
    allChunks(publicDist).map((file) => [path.basename(file), kb(gzipSize(file))]),
  );
  return { 'home page JavaScript (gzip)': kb(home.js) };
}

await runIfMain(import.meta.url, run);
