/**
 * Lighthouse (mobile, its default throttling) on the pages that matter most, against the built server in the
 * system Chromium. Lighthouse runs through npx at a pinned version and is not a dependency (see
 * toolchain.md G10). Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median run is printed:
 * on a shared 2-core machine one run can be off by ten points. Set BENCH_SKIP_LIGHTHOUSE=1 to skip it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, startBuiltServer } from './lib.mjs';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/valutazione-range', '/landingvenditori'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

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
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const rows = [['page', ...CATEGORIES, 'LCP', 'TBT', 'CLS', 'performance of each run']];
    for (const page of PAGES) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) {
        reports.push(audit(`${server.url}${page}`, path.join(server.folder, `lighthouse-${PAGES.indexOf(page)}-${run}.json`)));
      }
      const performanceOf = (entry) => entry.categories.performance?.score ?? 0;
      const sorted = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b));
      const report = sorted[Math.floor((sorted.length - 1) / 2)];
      const score = (category) => String(Math.round((report.categories[category]?.score ?? 0) * 100));
      const metric = (id) => report.audits[id]?.displayValue ?? '?';
      rows.push([
        page,
        ...CATEGORIES.map(score),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
        reports.map((entry) => Math.round(performanceOf(entry) * 100)).join(' '),
      ]);
      const failing = Object.values(report.audits).filter(
        (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary',
      );
      if (failing.length) console.log(`  ${page}: audits not passed: ${failing.map((entry) => entry.id).join(', ')}`);
    }
    printTable(
      `Lighthouse 12.8.2, mobile, system Chromium (median of ${runs} runs, scores out of 100; load average ${os.loadavg()[0].toFixed(1)})`,
      rows,
    );
  } finally {
    await server.stop();
  }
}
