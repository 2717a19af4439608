/** Latency of the API's own overhead (middleware, session store, database round trip) under concurrency. */
import { load, printTable, runIfMain, startBuiltServer } from './lib.mjs';

export async function run() {
  const server = await startBuiltServer();
  try {
    const health = await load(2000, 50, async () => {
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
    });
    const refused = await load(2000, 50, async () => {
      const response = await fetch(`${server.url}/api/admin/contacts`);
      await response.arrayBuffer();
    });
    const format = (name, figures) => [
      name,
      `${figures.perSecond.toFixed(0)} req/s`,
      `p50 ${figures.p50.toFixed(1)} ms`,
      `p95 ${figures.p95.toFixed(1)} ms`,
      `p99 ${figures.p99.toFixed(1)} ms`,
    ];
    printTable('API on SQLite, 2,000 requests, 50 concurrent (client on the same 2 cores)', [
      format('GET /api/health (database ping)', health),
      format('GET /api/admin/contacts (401 guard)', refused),
    ]);
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta.url, run);
