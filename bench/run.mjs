#!/usr/bin/env node
/**
 * `npm run bench`: builds if needed, then prints the figures each benchmark measures. Figures only; nothing
 * here passes or fails, and no test asserts a timing. A section that throws is reported and skipped: every
 * other section still runs, and the end lists the failed sections and the headline figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, printTable } from './lib.mjs';

const benchmarks = [
  './bundle-sizes.mjs',
  './route-weights.mjs',
  './lighthouse.mjs',
  './api-latency.mjs',
  './chat-throughput.mjs',
  './admin-contacts.mjs',
  './owner-page.mjs',
  './desktop-forwarding.mjs',
];

if (!existsSync(path.join(ROOT, 'api/dist/server.js')) || !existsSync(path.join(ROOT, 'public-web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Benchmarks on ${process.version}, ${(await import('node:os')).cpus().length} cores, ${new Date().toISOString()}`);
const failed = [];
const figures = {};
for (const benchmark of benchmarks) {
  const name = path.basename(benchmark, '.mjs');
  try {
    const module = await import(benchmark);
    const result = await module.run();
    if (result && typeof result === 'object') Object.assign(figures, result);
  } catch (error) {
    failed.push(name);
    console.log(`\n${name}: failed, going on with the next section:\n  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

if (Object.keys(figures).length) printTable('Summary', [['figure', 'value'], ...Object.entries(figures)]);
console.log(
  failed.length
    ? `\n${benchmarks.length - failed.length} of ${benchmarks.length} sections ran; failed: ${failed.join(', ')}`
    : `\nAll ${benchmarks.length} sections ran.`,
);
