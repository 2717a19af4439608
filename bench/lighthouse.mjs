/**
 * Lighthouse (mobile, its default throttling) on the pages that matter most, against the built server in the
 * system Chromium. Lighthouse runs through npx at a pinned version and is not a dependency (see
 * toolchain.md G10). Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median run is printed:
 * on a shared 2-core machine one run can be off by ten points. A run that fails (Chromium's trace sometimes
 * misses the navigation start: NO_NAVSTART) is tried again, up to LIGHTHOUSE_TRIES times (default 3); a page
 * with no run left is printed as 'n/d' with the error, and the other pages are still audited.
 * LIGHTHOUSE_PAGES audits only the pages it lists, separated by commas (`LIGHTHOUSE_PAGES=/landingvenditori
 * node bench/lighthouse.mjs`). LIGHTHOUSE_ADMIN=1 adds the back office's sign-in screen (/admin/login, what a
 * signed-out member sees first, on a phone too) to the default pages; `LIGHTHOUSE_PAGES=/admin/login` audits it
 * alone. Set BENCH_SKIP_LIGHTHOUSE=1 to skip it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, printTable, runIfMain, startBuiltServer } from './lib.mjs';

const ADMIN_PAGES = process.env.LIGHTHOUSE_ADMIN ? ['/admin/login'] : [];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/valutazione-range', '/landingvenditori', ...ADMIN_PAGES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** A run that has not finished in this long is stopped and counts as failed. */
const RUN_TIMEOUT_MS = 180_000;

function audit(url, output) {
  rmSync(output, { force: true });
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
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    },
  );
  if (result.error) throw new Error(`lighthouse did not finish on ${url}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${lastLine(result.stderr)}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // Lighthouse exits 0 with a runtime error (NO_NAVSTART, NO_FCP...) in the report and no scores.
  if (report.runtimeError) throw new Error(`lighthouse failed on ${url}: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`.trim());
  if (typeof report.categories?.performance?.score !== 'number') throw new Error(`lighthouse gave no performance score on ${url}`);
  return report;
}

/** The line of Lighthouse's output that names the error (not a stack frame), or its last line. */
function lastLine(text) {
  const lines = (text ?? '')
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  return (lines.findLast((line) => /error|NO_[A-Z_]+/i.test(line)) ?? lines.at(-1) ?? 'no output').slice(0, 300);
}

/** One run, tried again when it fails; the error of the last try when none succeeds. */
function auditWithRetries(url, output, tries) {
  let lastError;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      return { report: audit(url, output) };
    } catch (error) {
      lastError = error;
      console.log(`  ${url}: try ${attempt} of ${tries} failed: ${error.message}`);
    }
  }
  return { error: lastError };
}

export async function run() {
  const figures = {};
  if (process.env.BENCH_SKIP_LIGHTHOUSE) return figures;
  const server = await startBuiltServer();
  try {
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const tries = Math.max(1, Number(process.env.LIGHTHOUSE_TRIES ?? 3));
    const rows = [['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'performance of each run']];
    /** Lighthouse's measure of this machine's speed in each run (its benchmarkIndex; higher is faster). */
    const speeds = [];
    // The server renders a page on its first request and serves it from memory afterwards, as in production
    // after the first visitor: ask once before auditing, so no run measures the rendering.
    for (const page of PAGES) {
      try {
        await (await fetch(`${server.url}${page}`)).arrayBuffer();
      } catch {
        // The audit of that page will fail and say why.
      }
    }
    for (const page of PAGES) {
      const reports = [];
      let lastError;
      for (let run = 0; run < runs; run += 1) {
        const outcome = auditWithRetries(`${server.url}${page}`, path.join(server.folder, `lighthouse-${PAGES.indexOf(page)}-${run}.json`), tries);
        if (outcome.report) {
          reports.push(outcome.report);
          const speed = outcome.report.environment?.benchmarkIndex;
          if (typeof speed === 'number') speeds.push(speed);
        } else lastError = outcome.error;
      }
      if (reports.length === 0) {
        const message = lastError instanceof Error ? lastError.message : String(lastError);
        rows.push([page, ...CATEGORIES.map(() => 'n/d'), 'n/d', 'n/d', 'n/d', 'n/d', `n/d (${message.slice(0, 120)})`]);
        figures[`Lighthouse performance ${page}`] = 'n/d';
        continue;
      }
      const performanceOf = (entry) => entry.categories.performance?.score ?? 0;
      const sorted = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b));
      const report = sorted[Math.floor((sorted.length - 1) / 2)];
      const score = (category) => String(Math.round((report.categories[category]?.score ?? 0) * 100));
      const metric = (id) => report.audits[id]?.displayValue ?? '?';
      const failedRuns = runs - reports.length;
      rows.push([
        page,
        ...CATEGORIES.map(score),
        metric('first-contentful-paint'),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
        reports.map((entry) => Math.round(performanceOf(entry) * 100)).join(' ') + (failedRuns ? ` (${failedRuns} run(s) n/d)` : ''),
      ]);
      figures[`Lighthouse performance ${page}`] = `${score('performance')} (LCP ${metric('largest-contentful-paint')})`;
      const failing = Object.values(report.audits).filter(
        (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary',
      );
      if (failing.length) console.log(`  ${page}: audits not passed: ${failing.map((entry) => entry.id).join(', ')}`);
    }
    // Lighthouse slows the CPU four times whatever the machine, so a slower or busier machine scores lower
    // for the same page: its speed is printed beside the scores, to compare runs made on different days.
    const speed = speeds.length
      ? `; machine speed (benchmarkIndex) ${Math.round(Math.min(...speeds))}-${Math.round(Math.max(...speeds))}, median ${Math.round(median(speeds))}`
      : '';
    printTable(
      `Lighthouse 12.8.2, mobile, system Chromium (median of ${runs} runs, scores out of 100; load average ${os.loadavg()[0].toFixed(1)}${speed})`,
      rows,
    );
  } finally {
    await server.stop();
  }
  return figures;
}

await runIfMain(import.meta.url, run);
