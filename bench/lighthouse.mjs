/**
 * Lighthouse (mobile, its default throttling) on the pages that matter most, against the built server in the
 * system Chromium. Lighthouse runs through npx at a pinned version and is not a dependency (see
 * toolchain.md G10). Set BENCH_SKIP_LIGHTHOUSE=1 to skip it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printTable, startBuiltServer } from './lib.mjs';

const PAGES = ['/', '/valutazione-range', '/landingvenditori'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

function audit(url, output) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-500)}`);
  return JSON.parse(readFileSync(output, 'utf8'));
}

export async function run() {
  if (process.env.BENCH_SKIP_LIGHTHOUSE) return;
  const server = await startBuiltServer();
  try {
    const rows = [['page', ...CATEGORIES, 'LCP', 'TBT', 'CLS']];
    for (const page of PAGES) {
      const report = audit(`${server.url}${page}`, path.join(server.folder, `lighthouse-${PAGES.indexOf(page)}.json`));
      const score = (category) => String(Math.round((report.categories[category]?.score ?? 0) * 100));
      const metric = (id) => report.audits[id]?.displayValue ?? '?';
      rows.push([page, ...CATEGORIES.map(score), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]);
      const failing = Object.values(report.audits).filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary');
      if (failing.length) console.log(`  ${page}: audits not passed: ${failing.map((entry) => entry.id).join(', ')}`);
    }
    printTable('Lighthouse 12.8.2, mobile, system Chromium (scores out of 100)', rows);
  } finally {
    await server.stop();
  }
}
