/**
 * The owner's page ('La mia casa') among 100,000 owners: p95 of GET /api/area-venditore/homes/:id (the
 * home with its estimate, versions, appointments, agent and selling dashboard) and of the list of homes, each
 * request from another signed-in owner, and the server's CPU per request. Target: p95 under 20 ms.
 *
 * Owners are seeded as the back-office benchmark seeds its leads (admin-contacts.mjs: owner, valuation, lead),
 * on SQLite, and on PostgreSQL when one answers (see admin-contacts.mjs). The owners sign in as owners do:
 * a sign-in link is stored for each (its token's hash, as the e-mail's link would be) and opened through the
 * API, which sets the owner session's cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresServer, seed, seededEmail, withPostgresDatabase } from './admin-contacts.mjs';
import { ROOT, cpuMs, load, printTable, runIfMain, startBuiltServer } from './lib.mjs';

const OWNERS = 100_000;
/** Owners signed in, each request from the next one. */
const SIGNED_IN = 400;
const CONCURRENCY = 4;
const REQUESTS = 400;
const WARM_UP = 100;
/** The home of seeded owner `i`, as admin-contacts.mjs writes it. */
const homeOf = (i) => `b${String(i).padStart(20, '0')}`;

/** Stores a sign-in link for each chosen owner, as the API would; answers their tokens. */
async function storeLinks(databaseUrl, owners) {
  const dist = (file) => import(path.join(ROOT, 'api/dist/infra', file));
  const [{ createSequelize }, { createLogger }] = await Promise.all([dist('db/connection.js'), dist('logger.js')]);
  const target = databaseUrl.startsWith('postgres')
    ? { dialect: 'postgres', url: databaseUrl }
    : { dialect: 'sqlite', storage: databaseUrl.slice('sqlite:'.length) };
  const sequelize = createSequelize(target, createLogger('silent'));
  const tokens = owners.map(() => randomBytes(32).toString('base64url'));
  const now = new Date();
  try {
    await sequelize.getQueryInterface().bulkInsert(
      'owner_links',
      owners.map((i, index) => ({
        token_hash: createHash('sha256').update(tokens[index]).digest('hex'),
        email: seededEmail(i),
        purpose: 'sign_in',
        expires_at: new Date(now.getTime() + 3_600_000),
        created_at: now,
      })),
    );
  } finally {
    await sequelize.close();
  }
  return tokens;
}

/** Opens each link through the API: the owner session cookies, in the order of the owners. */
async function openLinks(url, tokens) {
  const cookies = [];
  for (const token of tokens) {
    const response = await fetch(`${url}/api/area-venditore/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
    cookies.push(
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    );
  }
  return cookies;
}

/** GET with the given cookie over kept-alive connections (as lib.mjs's httpClient, a cookie per request). */
function ownerClient(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = (pathname, cookie) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        new URL(pathname, baseUrl),
        { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', Cookie: cookie } },
        (response) => {
          response.resume();
          response.on('error', reject);
          response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${pathname}: ${response.statusCode}`))));
        },
      );
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

async function part(title, databaseUrl) {
  const rows = [];
  let server;
  let client;
  try {
    rows.push(['seeded', `${(await seed(databaseUrl, OWNERS)).toFixed(1)} s`, `${OWNERS.toLocaleString('en')} owners`]);
    // Owners spread over the whole table, not the newest few.
    const owners = Array.from({ length: SIGNED_IN }, (_, index) => Math.floor((index * OWNERS) / SIGNED_IN) + (index % 7));
    const tokens = await storeLinks(databaseUrl, owners);
    // Every owner signs in from the benchmark's one address: the per-address limit of the links is lifted.
    server = await startBuiltServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_FORMS_PER_HOUR: '100000' });
    const cookies = await openLinks(server.url, tokens);
    client = ownerClient(server.url);
    const cases = [
      ["the home ('La mia casa')", (index) => `/api/area-venditore/homes/${homeOf(owners[index % SIGNED_IN])}`],
      ['the list of homes', () => '/api/area-venditore/homes'],
    ];
    for (const [, pathOf] of cases) await load(WARM_UP, CONCURRENCY, (index) => client.get(pathOf(index), cookies[index % SIGNED_IN]));
    for (const [name, pathOf] of cases) {
      const cpuBefore = cpuMs(server.pid);
      const figures = await load(REQUESTS, CONCURRENCY, (index) => client.get(pathOf(index), cookies[index % SIGNED_IN]));
      const cpu = (cpuMs(server.pid) - cpuBefore) / REQUESTS;
      rows.push([name, `p95 ${figures.p95.toFixed(1)} ms`, `p50 ${figures.p50.toFixed(1)} ms, server CPU ${cpu.toFixed(1)} ms/req`]);
    }
    // One request at a time: the page as one owner opens it, without the queue of the other three.
    const [name, pathOf] = cases[0];
    const alone = await load(REQUESTS, 1, (index) => client.get(pathOf(index), cookies[index % SIGNED_IN]));
    rows.push([`${name}, one at a time`, `p95 ${alone.p95.toFixed(1)} ms`, `p50 ${alone.p50.toFixed(1)} ms`]);
  } catch (error) {
    rows.push(['part', 'n/d', String(error.message).slice(0, 160)]);
  } finally {
    client?.close();
    await server?.stop();
  }
  printTable(`${title} (${CONCURRENCY} concurrent, ${REQUESTS} requests each from ${SIGNED_IN} signed-in owners, after ${WARM_UP} unmeasured)`, rows);
  return rows.find(([name]) => name.startsWith('the home'))?.[1];
}

export async function run() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-bench-owner-'));
  const figures = {};
  figures['owner page p95, 100k owners, SQLite'] = await part(
    "The owner's page among 100,000 owners, SQLite",
    `sqlite:${path.join(folder, 'owners.sqlite')}`,
  );
  const postgres = await postgresServer();
  if (postgres.reason) console.log(`\nThe owner's page on PostgreSQL: skipped, ${postgres.reason}`);
  else
    await withPostgresDatabase(postgres, async (url) => {
      figures['owner page p95, 100k owners, PostgreSQL'] = await part("The owner's page among 100,000 owners, PostgreSQL", url);
    });
  return figures;
}

await runIfMain(import.meta.url, run);
