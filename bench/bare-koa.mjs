/**
 * A bare Koa server for the benchmarks to compare with: it reads a JSON body and answers a fixed JSON of the
 * size the benchmark gives, with nothing else (no database, no middleware). Run as a child process of its own,
 * so its CPU is its own and it does not share the client's event loop. Koa is the API workspace's dependency.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { freePort, ROOT } from './lib.mjs';

/** Starts the bare server answering `answer` (any JSON value) to every request; resolves once it answers. */
export async function startBareKoaServer(answer) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BARE_KOA_PORT: String(port), BARE_KOA_ANSWER: JSON.stringify(answer) },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function serve() {
  const Koa = createRequire(path.join(ROOT, 'api/package.json'))('koa');
  const answer = JSON.parse(process.env.BARE_KOA_ANSWER ?? '{}');
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks = [];
    for await (const chunk of ctx.req) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    ctx.body = { ...answer, echo: typeof body === 'object' && body !== null ? Object.keys(body).length : 0 };
  });
  const server = app.listen(Number(process.env.BARE_KOA_PORT), '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
