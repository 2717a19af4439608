/** JavaScript and CSS each page downloads, gzip, read from the builds' HTML and chunk graph. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, printTable } from './lib.mjs';

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

export async function run() {
  const publicDist = path.join(ROOT, 'public-web/dist');
  const adminDist = path.join(ROOT, 'admin-desktop/dist-web');
  const home = totals(initialAssets(publicDist, path.join(publicDist, 'index.html')));
  const admin = totals(initialAssets(adminDist, path.join(adminDist, 'index.html')));
  printTable('Initial download per entry (gzip, level 9)', [
    ['entry', 'JavaScript', 'CSS'],
    ['public home /', kb(home.js), kb(home.css)],
    ['back office /admin', kb(admin.js), kb(admin.css)],
  ]);
  printTable(
    'Public chunks loaded on their own route (gzip)',
    allChunks(publicDist).map((file) => [path.basename(file), kb(gzipSize(file))]),
  );
}
