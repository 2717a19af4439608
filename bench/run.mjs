#!/usr/bin/env node
/**
 * `npm run bench`: builds if needed, then prints the figures each benchmark measures. Figures only; nothing
 * here passes or fails, and no test asserts a timing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const benchmarks = [
  './bundle-sizes.mjs',
  './route-weights.mjs',
  './lighthouse.mjs',
  './api-latency.mjs',
  './chat-throughput.mjs',
  './admin-contacts.mjs',
  './desktop-forwarding.mjs',
];

if (!existsSync(path.join(ROOT, 'api/dist/server.js')) || !existsSync(path.join(ROOT, 'public-web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Benchmarks on ${process.version}, ${(await import('node:os')).cpus().length} cores, ${new Date().toISOString()}`);
for (const benchmark of benchmarks) {
  const module = await import(benchmark);
  await module.run();
}
