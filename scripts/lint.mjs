#!/usr/bin/env node
/**
 * `npm run lint`: oxlint with type information (.oxlintrc.json), then the formatting check (.oxfmtrc.jsonc).
 * Both run even when the first fails, so one run lists every problem; the exit code is non-zero if either
 * failed. `npm run lint:fix` (`--fix`) applies oxlint's safe fixes instead of only reporting; `npm run format`
 * rewrites the formatting.
 *
 * The API resolves @valuta/shared through its package exports, i.e. shared/dist/*.d.ts: without a build of
 * shared every value from it would be an error type and the no-unsafe-* rules would report noise, so shared
 * is built first.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');

function run(command, args) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (run('npm', ['run', 'build', '--silent', '-w', '@valuta/shared']) !== 0) {
  console.error('shared did not build, so the type-aware rules cannot run.');
  process.exit(1);
}

const lintStatus = run('npx', ['oxlint', ...(fix ? ['--fix'] : [])]);
const formatStatus = run('npx', ['oxfmt', '--check']);
if (formatStatus !== 0) console.error('Formatting differs from .oxfmtrc.jsonc: `npm run format` rewrites it.');
process.exit(lintStatus !== 0 || formatStatus !== 0 ? 1 : 0);
