/**
 * Lighthouse (mobile, its default throttling) on the pages that matter most, against the built server in the
 * system Chromium. Lighthouse runs through npx at a pinned version and is not a dependency (see
 * toolchain.md G10). Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median run is printed:
 * on a shared 2-core machine one run can be off by ten points. A run that fails (Chromium's trace sometimes
 * misses the navigation start: NO_NAVSTART) is tried again, up to LIGHTHOUSE_TRIES times (default 3); a page
 * with no run left is printed as 'n/d' with the error, and the other pages are still audited.
 * LIGHTHOUSE_PAGES audits only the pages it lists, separated by commas (`LIGHTHOUSE_PAGES=/landingvenditori
 * node bench/lighthouse.mjs`). LIGHTHOUSE_ADMIN=1 adds two pages of the back office to the default pages: its
 * sign-in screen (/admin/login, what a signed-out member sees first, on a phone too) and 'Da fare' (/admin/, the
 * landing page once signed in) as a titolare sees it on a fresh install: 'Per iniziare' above an empty queue. The
 * titolare is the server's ADMIN_EMAIL; the bench signs in through the API and Lighthouse sends the session
 * cookie with every request (--extra-headers), so no run measures the sign-in. `LIGHTHOUSE_PAGES=/admin/login`
 * or `LIGHTHOUSE_PAGES=/admin/` audits one of them alone. Besides the scores, the table prints the JavaScript
 * each page transferred (compressed, as Lighthouse counted it). Set BENCH_SKIP_LIGHTHOUSE=1 to skip it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, printTable, runIfMain, startBuiltServer } from './lib.mjs';

/** The back office's landing page, 'Da fare', audited signed in. */
const WORK_QUEUE_PAGE = '/admin/';
const ADMIN_PAGES = process.env.LIGHTHOUSE_ADMIN ? ['/admin/login', WORK_QUEUE_PAGE] : [];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/valutazione-range', '/landingvenditori', ...ADMIN_PAGES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** A run that has not finished in this long is stopped and counts as failed. */
const RUN_TIMEOUT_MS = 180_000;
/** The titolare of the bench's server, who signs in to the pages behind the sign-in. */
const TITOLARE = { email: 'titolare@bench.valutacasa.it', password: 'bench-password-lunga' };
/** The back office's pages that need a session: all but its sign-in screen. */
const signedIn = (page) => page.startsWith('/admin') && !page.startsWith('/admin/login');

/** The session cookie of the titolare, signed in through the API as the sign-in screen does it. */
async function signInCookie(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TITOLARE),
  });
  if (!response.ok) throw new Error(`the titolare's sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const check = await (await fetch(`${url}/api/auth/check`, { headers: { Cookie: cookie } })).json();
  if (!check.authenticated) throw new Error('the session cookie of the sign-in is not accepted');
  return cookie;
}

/**
 * A signed-in page that shows the sign-in screen instead (the back office answers /admin/* with the same HTML and
 * decides in the browser) would be measured as the wrong page: a run counts only if the page read the back
 * office's data (the sign-in screen reads none; every signed-in page reads at least the sidebar's counts).
 */
function checkSignedIn(report, url) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  if (!requests.some((entry) => new URL(entry.url).pathname.startsWith('/api/admin/') && entry.statusCode === 200)) {
    throw new Error(`lighthouse on ${url} read no back-office data: the session was not used`);
  }
}

/** JavaScript the page transferred (compressed), in KiB, from Lighthouse's resource summary. */
function scriptKb(report) {
  const script = report.audits['resource-summary']?.details?.items?.find((entry) => entry.resourceType === 'script');
  return script ? `${Math.round(script.transferSize / 1024)} KiB` : '?';
}

function audit(url, output, cookie) {
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
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
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
  if (cookie) checkSignedIn(report, url);
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
function auditWithRetries(url, output, tries, cookie) {
  let lastError;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      return { report: audit(url, output, cookie) };
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
  const server = await startBuiltServer({ ADMIN_EMAIL: TITOLARE.email, ADMIN_PASSWORD: TITOLARE.password });
  try {
    const cookie = PAGES.some(signedIn) ? await signInCookie(server.url) : undefined;
    const cookieOf = (page) => (signedIn(page) ? cookie : undefined);
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const tries = Math.max(1, Number(process.env.LIGHTHOUSE_TRIES ?? 3));
    const rows = [['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'performance of each run']];
    /** Lighthouse's measure of this machine's speed in each run (its benchmarkIndex; higher is faster). */
    const speeds = [];
    // The server renders a page on its first request and serves it from memory afterwards, as in production
    // after the first visitor: ask once before auditing, so no run measures the rendering.
    for (const page of PAGES) {
      try {
        const cookieHeader = cookieOf(page);
        await (await fetch(`${server.url}${page}`, { headers: cookieHeader ? { Cookie: cookieHeader } : {} })).arrayBuffer();
      } catch {
        // The audit of that page will fail and say why.
      }
    }
    for (const page of PAGES) {
      const reports = [];
      let lastError;
      for (let run = 0; run < runs; run += 1) {
        const outcome = auditWithRetries(
          `${server.url}${page}`,
          path.join(server.folder, `lighthouse-${PAGES.indexOf(page)}-${run}.json`),
          tries,
          cookieOf(page),
        );
        if (outcome.report) {
          reports.push(outcome.report);
          const speed = outcome.report.environment?.benchmarkIndex;
          if (typeof speed === 'number') speeds.push(speed);
        } else lastError = outcome.error;
      }
      if (reports.length === 0) {
        const message = lastError instanceof Error ? lastError.message : String(lastError);
        rows.push([page, ...CATEGORIES.map(() => 'n/d'), 'n/d', 'n/d', 'n/d', 'n/d', 'n/d', `n/d (${message.slice(0, 120)})`]);
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
        scriptKb(report),
        reports.map((entry) => Math.round(performanceOf(entry) * 100)).join(' ') + (failedRuns ? ` (${failedRuns} run(s) n/d)` : ''),
      ]);
      figures[`Lighthouse performance ${page}`] = `${score('performance')} (LCP ${metric('largest-contentful-paint')}, JS ${scriptKb(report)})`;
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
