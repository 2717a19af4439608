#!/usr/bin/env node
/**
 * `npm test`: builds everything (the desktop app's bundles included), runs the type check, the lint
 * (oxlint with type information, and the formatting check) and the dependency check (knip), every vitest suite (API on SQLite, and on
 * PostgreSQL when DATABASE_URL points to one) and the Playwright suite against the built app, then prints one
 * closing line "N passed, N failed" counting all of them: each of the three checks counts as one.
 * A failed check does not stop the suites, so one run shows every problem. Exits non-zero if anything failed
 * or a runner broke.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let passed = 0;
let failed = 0;
let broken = false;

console.log('\n▶ build');
// The desktop app's bundles too (main, preload, the same renderer): Electron cannot run here, but its build can.
if (run('npm', ['run', 'build', '--silent']) !== 0 || run('npm', ['run', 'desktop:build', '--silent', '-w', '@valuta/admin-desktop']) !== 0) {
  console.error('The build failed; no test was run.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

for (const check of ['typecheck', 'lint', 'deps:check']) {
  console.log(`\n▶ ${check}`);
  if (run('npm', ['run', check, '--silent']) === 0) {
    passed += 1;
  } else {
    console.error(`npm run ${check} failed (see its output above).`);
    failed += 1;
  }
}

console.log('\n▶ vitest');
const vitestFile = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) broken = true;
} else {
  broken = true;
}

console.log('\n▶ playwright');
const playwrightFile = path.join(reports, 'playwright.json');
const playwrightStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  E2E_PORT: String(await freePort()),
  E2E_RUN_ID: `${process.pid}-${Date.now()}`,
});
const playwright = readJson(playwrightFile);
if (playwright?.stats) {
  passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected;
  if (playwrightStatus !== 0 && playwright.stats.unexpected === 0) broken = true;
} else {
  broken = true;
}

if (broken) {
  console.error('A test runner stopped before reporting all its tests (see its output above).');
  failed += failed === 0 ? 1 : 0;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
