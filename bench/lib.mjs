/** Helpers the benchmarks share: a server of our own on a free port, percentiles, a table printer. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** How long a server may take to answer its health check before its section fails. */
const HEALTH_WAIT_MS = 120_000;

/**
 * Starts the built server on a fresh SQLite database (or DATABASE_URL when given) and waits for health; `root` is
 * the checkout whose build runs (another build of the product, to compare two).
 */
export async function startBuiltServer(env = {}, root = ROOT) {
  const port = await freePort();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-bench-'));
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-only-secret-bench-only-secret-0000',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `sqlite:${path.join(folder, 'bench.sqlite')}`,
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that exits while starting (a database it cannot reach) is a failed section, with the reason; a
  // wait for an exit that has already happened would leave nothing for Node to do, and the bench would end
  // there without a word. A loaded machine may take a while to start it (migrations on a seeded database).
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const deadline = performance.now() + HEALTH_WAIT_MS;
  let last = 'no answer';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}); its error is printed above`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server not healthy after ${HEALTH_WAIT_MS / 1000} s: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    folder,
    pid: child.pid,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * GET requests to one server over kept-alive connections, through node:http. A browser's own work happens on
 * the owner's or employee's machine; this load generator shares the server's two cores, and undici's fetch
 * spent about as much CPU per request (2 to 3 ms, decoding the answer included) as the server it measured.
 * The answer is asked compressed as a browser asks it, and left as it comes: its bytes are counted, not read.
 */
export function httpClient(baseUrl, { connections, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (pathname) =>
    new Promise((resolve, reject) => {
      const request = http.get(new URL(pathname, baseUrl), { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('error', reject);
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${pathname}: ${response.statusCode}`))));
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `task` `total` times with `concurrency` in flight; returns latencies (ms) and wall time. */
export async function load(total, concurrency, task) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const index = next++;
      const begin = performance.now();
      await task(index);
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** User + system CPU time of a process so far, in ms (Linux; clock ticks of 10 ms); NaN once it has gone. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`);
}

/** Runs a benchmark's run() when its file is started by itself (`node bench/<name>.mjs`) rather than by run.mjs. */
export async function runIfMain(moduleUrl, run) {
  if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)) await run();
}
