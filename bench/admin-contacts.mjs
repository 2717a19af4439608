/**
 * The back office on many leads: p95 of a contacts page (page 1 and page 101), of a search by name (page 1 and
 * page 101, each asked again and again, and page 101 right after page 1, a jump) and by phone, and the streamed
 * CSV export of every lead (seconds, rows, the server's peak memory), with the server's CPU time per request,
 * which the other load on the machine disturbs less than latency.
 *
 * Parts: 100,000 leads on SQLite; 100,000 and 1,000,000 on PostgreSQL when one answers (BENCH_DATABASE_URL,
 * else DATABASE_URL when it is a postgres URL, else postgres://postgres@127.0.0.1:5432/postgres; each part
 * creates a database of its own and drops it). BENCH_SKIP_MILLION=1 skips the 1M part. Leads are seeded with
 * one INSERT … SELECT per table over a generated series, on a database migrated by the server's own code, so
 * the indexes are the ones production has. A part that fails prints 'n/d' and the reason, never nothing.
 * BENCH_ONLY=list,search,csv,queue,card (any of them, comma-separated) measures only those rows (the same requests), to
 * iterate on one of them faster. 'queue' is 'Da fare' (the agent's queue, the titolare's: every row), its counts for
 * the sidebar, and the list sorted late first and by next action; on PostgreSQL with next actions and appointments
 * seeded too (seedWork).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, cpuMs, httpClient, load, percentile, printTable, runIfMain, startBuiltServer } from './lib.mjs';

/** Requests in flight at once, measured per case, and sent unmeasured per case before any is measured. */
const CONCURRENCY = 4;
const REQUESTS = 200;
const WARM_UP = 40;
/** Jumps from page 1 to page 101 of a search, measured one at a time. */
const JUMPS = 40;

const ADMIN = { email: 'bench@agenzia.it', password: 'bench-password-123' };
const FIRST = ['Maria', 'Giuseppe', 'Anna', 'Luca', 'Francesca', 'Marco', 'Giulia', 'Paolo', 'Sara', 'Andrea', 'Chiara', 'Stefano'];
const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'].concat([
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
]);
const STATUSES = ['new', 'read', 'contacted', 'qualified'];

/** The e-mail of seeded lead `i`, as the seed's SQL writes it (the owner's page signs its owners in by it). */
export const seededEmail = (i) =>
  `${FIRST[i % FIRST.length]}.${SURNAMES[Math.floor(i / FIRST.length) % SURNAMES.length].replace(' ', '')}.${i}@example.it`.toLowerCase();
/** Every lead is 5 minutes after the previous one at 100k (a year); closer together at 1M. */
const SPAN_MS = 100_000 * 300_000;
const START_MS = Date.UTC(2025, 0, 1);
const PROPERTY_DATA = JSON.stringify({
  city: 'Torino',
  town: 'Torino',
  address: 'Via Roma 10',
  propertyType: 'CONDOMINIUM',
  squareMeters: 90,
  rooms: 3,
});

/** The SQL of one seeded lead's fields from its index `i`, per dialect. */
function expressions(dialect, count) {
  const stepSeconds = SPAN_MS / count / 1000;
  if (dialect === 'postgres') {
    const pick = (list, index) => `(ARRAY[${list.map((item) => `'${item}'`).join(',')}])[(${index}) + 1]`;
    const first = pick(FIRST, `i % ${FIRST.length}`);
    const last = pick(SURNAMES, `(i / ${FIRST.length}) % ${SURNAMES.length}`);
    return {
      series: `generate_series(0, ${count - 1}) AS i`,
      withSeries: '',
      name: `${first} || ' ' || ${last}`,
      email: `lower(${first} || '.' || replace(${last}, ' ', '') || '.' || i || '@example.it')`,
      phone: `'3' || (300000000 + i * 7)`,
      status: pick(STATUSES, `i % ${STATUSES.length}`),
      at: `to_timestamp(${START_MS / 1000} + i * ${stepSeconds})`,
      json: (text) => `'${text}'::json`,
      valuationId: `'b' || lpad(i::text, 20, '0')`,
      yes: 'true',
      no: 'false',
    };
  }
  const pick = (list, index) => `json_extract('${JSON.stringify(list)}', '$[' || (${index}) || ']')`;
  const first = pick(FIRST, `i % ${FIRST.length}`);
  const last = pick(SURNAMES, `(i / ${FIRST.length}) % ${SURNAMES.length}`);
  return {
    series: 'series',
    withSeries: `WITH RECURSIVE series(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM series WHERE i < ${count - 1}) `,
    name: `${first} || ' ' || ${last}`,
    email: `lower(${first} || '.' || replace(${last}, ' ', '') || '.' || i || '@example.it')`,
    phone: `'3' || (300000000 + i * 7)`,
    status: pick(STATUSES, `i % ${STATUSES.length}`),
    // Sequelize's own text form of a date on SQLite, so the rows sort and compare like the app's.
    at: `strftime('%Y-%m-%d %H:%M:%f', ${START_MS / 1000} + i * ${stepSeconds}, 'unixepoch') || ' +00:00'`,
    json: (text) => `'${text}'`,
    valuationId: `'b' || substr('00000000000000000000' || i, -20, 20)`,
    yes: '1',
    no: '0',
  };
}

/** The migration that indexes the list and its search: the seed goes in before it, as into a database it upgrades. */
const INDEXING_MIGRATION = '2026-11-26T16-00-contacts-search-paging';

/**
 * Owners, their valuations and leads, as the chat leaves them, in three statements, then the remaining
 * migrations: building the search indexes over a full table takes seconds, where keeping them up to date row
 * by row during a bulk load takes minutes.
 */
export async function seed(databaseUrl, count) {
  const dist = (file) => import(path.join(ROOT, 'api/dist/infra', file));
  const [{ createSequelize }, { createMigrator }, { migrations }, { createLogger }] = await Promise.all([
    dist('db/connection.js'),
    dist('db/migrator.js'),
    dist('db/migrations/index.js'),
    dist('logger.js'),
  ]);
  const target = databaseUrl.startsWith('postgres')
    ? { dialect: 'postgres', url: databaseUrl }
    : { dialect: 'sqlite', storage: databaseUrl.slice('sqlite:'.length) };
  const logger = createLogger('silent');
  const sequelize = createSequelize(target, logger);
  const migrator = createMigrator(sequelize, logger);
  const indexing = migrations.findIndex((migration) => migration.name === INDEXING_MIGRATION);
  const sql = expressions(target.dialect, count);
  const started = performance.now();
  try {
    if (indexing > 0) await migrator.up({ to: migrations[indexing - 1].name });
    await sequelize.query(
      `INSERT INTO users (id, name, email, phone, gdpr_consent, created_at, updated_at) ${sql.withSeries}
       SELECT i + 1, ${sql.name}, ${sql.email}, ${sql.phone}, ${sql.yes}, ${sql.at}, ${sql.at} FROM ${sql.series}`,
    );
    await sequelize.query(
      `INSERT INTO valuations (id, user_id, status, step, city, property_type, square_meters, property_data, engine_state,
         estimated_value, min_value, max_value, price_per_sqm, completed_at, created_at, updated_at) ${sql.withSeries}
       SELECT ${sql.valuationId}, i + 1, 'completed', 'completed', 'Torino', 'CONDOMINIUM', 90, ${sql.json(PROPERTY_DATA)}, ${sql.json('{}')},
         250000 + (i % 100) * 1000, 225000, 275000, 2800, ${sql.at}, ${sql.at}, ${sql.at} FROM ${sql.series}`,
    );
    await sequelize.query(
      `INSERT INTO contacts (user_id, valuation_id, name, email, phone, preferred_time, status, privacy_accepted, consent_email,
         consent_whatsapp, consents_recorded_at, privacy_notice_version, created_at, updated_at) ${sql.withSeries}
       SELECT i + 1, ${sql.valuationId}, ${sql.name}, ${sql.email}, ${sql.phone}, 'mattina', ${sql.status}, ${sql.yes}, ${sql.yes},
         ${sql.no}, ${sql.at}, '2025-07', ${sql.at}, ${sql.at} FROM ${sql.series}`,
    );
    await migrator.up();
    if (target.dialect === 'postgres') {
      await sequelize.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), ${count})`);
      await seedWork(sequelize);
      // What autovacuum does a while after a bulk load: statistics for the planner, the visibility map for
      // index-only scans.
      // The contacts' search table (PostgreSQL, filled by a migration after the seed) too, when there is one.
      const [[searchTable]] = await sequelize.query("SELECT to_regclass('contacts_search') IS NOT NULL AS present");
      await sequelize.query(`VACUUM ANALYZE users, valuations, contacts${searchTable.present ? ', contacts_search' : ''}`);
    } else {
      await sequelize.query('ANALYZE');
    }
    return (performance.now() - started) / 1000;
  } finally {
    await sequelize.close();
  }
}

/**
 * What 'Da fare' reads besides the leads (PostgreSQL): a next action on one lead in 50, due from a month ago to a
 * month ahead, and an appointment on one lead in 200 (half requests to confirm, half confirmed within five hours
 * of now, today's among them). Half the leads are 'new' or 'read' and never contacted: the waiting list is long.
 * The confirmed appointments' reminders have gone, as in an agency that runs: otherwise the server would send
 * some 250 reminders while the lists are measured.
 */
async function seedWork(sequelize) {
  await sequelize.query(`UPDATE contacts SET next_action_at = NOW() + ((id % 61) - 30) * INTERVAL '1 day' WHERE id % 50 = 0`);
  await sequelize.query(
    `INSERT INTO lead_next_actions (contact_id, kind, due_at, note, set_at)
     SELECT id, 'call', next_action_at, '', NOW() FROM contacts WHERE next_action_at IS NOT NULL`,
  );
  await sequelize.query(
    `INSERT INTO appointments (contact_id, user_id, valuation_id, phone, preferred_time, status, scheduled_at, confirmed_at, reminder_sent_at,
       created_at, updated_at)
     SELECT id, user_id, valuation_id, phone, 'mattina', CASE WHEN id % 400 = 0 THEN 'pending' ELSE 'confirmed' END,
       CASE WHEN id % 400 = 0 THEN NULL ELSE NOW() + ((id % 11) - 5) * INTERVAL '1 hour' END,
       CASE WHEN id % 400 = 0 THEN NULL ELSE created_at END, CASE WHEN id % 400 = 0 THEN NULL ELSE NOW() - INTERVAL '1 day' END,
       created_at, created_at
     FROM contacts WHERE id % 200 = 0`,
  );
  await sequelize.query('VACUUM ANALYZE contacts, lead_next_actions, appointments');
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Resident memory of a process, in MB, from /proc (Linux). */
function residentMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Whether the rows of `kind` ('list', 'search' or 'csv') are measured: all, unless BENCH_ONLY names some. */
function measured(kind) {
  const only = process.env.BENCH_ONLY;
  return !only || only.split(',').some((name) => name.trim() === kind);
}

/** One part: seed, start the built server on it, measure. Every row of the table is printed, 'n/d' when it failed. */
async function part(title, databaseUrl, count, extraEnv = {}) {
  const rows = [];
  const missing = (name, reason) => rows.push([name, 'n/d', String(reason).slice(0, 120)]);
  let server;
  let client;
  try {
    const seeded = await seed(databaseUrl, count);
    rows.push(['seeded', `${seeded.toFixed(1)} s`, '']);
    server = await startBuiltServer({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...extraEnv });
    const cookie = await signIn(server.url);
    client = httpClient(server.url, { connections: CONCURRENCY, headers: { Cookie: cookie } });
    const cases = [
      ['list, page 1', '/api/admin/contacts?limit=20&offset=0'],
      ['list, page 101', '/api/admin/contacts?limit=20&offset=2000'],
      ['list, status filter, page 101', '/api/admin/contacts?limit=20&offset=2000&status=contacted'],
      ['search "rossi", page 1', '/api/admin/contacts?limit=20&offset=0&search=rossi'],
      ['search "rossi", page 101', '/api/admin/contacts?limit=20&offset=2000&search=rossi'],
      ['search phone "300 000 7"', `/api/admin/contacts?limit=20&offset=0&search=${encodeURIComponent('300 000 7')}`],
      ['queue, Da fare', '/api/admin/work-queue'],
      ['queue, counts', '/api/admin/work-queue/counts'],
      ['queue, list late first, page 1', '/api/admin/contacts?limit=20&offset=0&sort=late'],
      ['queue, list by next action, page 1', '/api/admin/contacts?limit=20&offset=0&sort=next_action'],
      // The card of a lead in the middle of the table (its opening is audited: a write each time).
      ['card, a lead opened', `/api/admin/contacts/${Math.floor(count / 2)}/details`],
    ];
    const chosen = cases.filter(([name]) => measured(name.split(/[ ,]/)[0]));
    // The first request of each case, in order: the first of a filter counts its leads, the next pages of a
    // large list reuse that count.
    const firsts = new Map();
    for (const [name, pathname] of chosen) {
      const started = performance.now();
      firsts.set(
        name,
        await client.get(pathname).then(
          () => performance.now() - started,
          (error) => error,
        ),
      );
    }
    // Then every case unmeasured, so that the figures are a running server's (its code optimised, the pool's
    // connections open and their statements prepared), not its first seconds': warmed case by case, the first
    // case measured cost a third more server CPU per request than the same request measured later.
    for (const [, pathname] of chosen) await load(WARM_UP, CONCURRENCY, () => client.get(pathname)).catch(() => undefined);
    for (const [name, pathname] of chosen) {
      try {
        const cold = firsts.get(name);
        if (cold instanceof Error) throw cold;
        const cpuBefore = cpuMs(server.pid);
        const figures = await load(REQUESTS, CONCURRENCY, () => client.get(pathname));
        const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / REQUESTS;
        rows.push([
          name,
          `p95 ${figures.p95.toFixed(1)} ms`,
          `p50 ${figures.p50.toFixed(1)} ms, first ${cold.toFixed(0)} ms, server CPU ${cpuPerRequest.toFixed(1)} ms/req`,
        ]);
      } catch (error) {
        missing(name, error.message);
      }
    }
    // A jump: page 101 asked right after page 1, one request at a time, so that it starts from no nearer page
    // than the first (the pages above start from the edge of the same page read before).
    if (measured('search')) {
      try {
        const jumps = [];
        for (let index = 0; index < JUMPS; index += 1) {
          await client.get('/api/admin/contacts?limit=20&offset=0&search=rossi');
          const started = performance.now();
          await client.get('/api/admin/contacts?limit=20&offset=2000&search=rossi');
          jumps.push(performance.now() - started);
        }
        jumps.sort((a, b) => a - b);
        rows.push([
          'search "rossi", page 1 → 101',
          `p95 ${percentile(jumps, 95).toFixed(1)} ms`,
          `p50 ${percentile(jumps, 50).toFixed(1)} ms, page 101 right after page 1, one at a time`,
        ]);
      } catch (error) {
        missing('search "rossi", page 1 → 101', error.message);
      }
    }
    // The export twice at 100,000 leads: the first reads the freshly seeded tables into PostgreSQL's buffers
    // (a bulk load and VACUUM leave them out) and grows the server's young generation; the second is the
    // export of a database in use. Once at a million, where it takes tens of seconds.
    const exports = count > 100_000 ? ['CSV export'] : ['CSV export', 'CSV export, again'];
    for (const name of exports) {
      try {
        if (!measured('csv')) throw new Error(`skipped (BENCH_ONLY=${process.env.BENCH_ONLY})`);
        rows.push([name, ...(await exportFigures(server, cookie))]);
      } catch (error) {
        missing(name, error.message);
      }
    }
  } catch (error) {
    missing('part', error.message);
  } finally {
    client?.close();
    await server?.stop();
  }
  printTable(`${title} (${CONCURRENCY} concurrent, ${REQUESTS} requests each, measured after every case's first request and ${WARM_UP} more)`, rows);
}

/** One CSV export of every lead: its time, and the server's CPU and peak resident memory meanwhile. */
async function exportFigures(server, cookie) {
  const before = residentMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 20);
  try {
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    // fetch, which decodes the answer: its lines are counted.
    const response = await fetch(`${server.url}/api/admin/export-contacts-csv`, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      // Buffer's indexOf, not a loop over every byte: the client shares the server's two cores.
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = (cpuMs(server.pid) - cpuBefore) / 1000;
    return [
      `${seconds.toFixed(2)} s`,
      `${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB, server CPU ${cpu.toFixed(2)} s, RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)})`,
    ];
  } finally {
    clearInterval(sampler);
  }
}

/** The PostgreSQL server to use, or the reason there is none. */
export async function postgresServer() {
  const given = process.env.BENCH_DATABASE_URL ?? (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);
  const url = given ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import(path.join(ROOT, 'node_modules/pg/lib/index.js'));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return { url, pg };
  } catch (error) {
    return { reason: `no PostgreSQL at ${new URL(url).host}: ${error.message}` };
  }
}

/** A database of its own on the server (`part` tells two of one run apart), dropped after `work`. */
export async function withPostgresDatabase({ url, pg }, work, part = 'admin') {
  const name = `valuta_bench_${part}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return await work(databaseUrl.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

export async function run() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-bench-admin-'));
  await part('Back office on 100,000 leads, SQLite', `sqlite:${path.join(folder, 'admin.sqlite')}`, 100_000, { DATA_DIR: folder });

  const postgres = await postgresServer();
  const sizes = process.env.BENCH_SKIP_MILLION ? [100_000] : [100_000, 1_000_000];
  for (const count of sizes) {
    const title = `Back office on ${count.toLocaleString('en')} leads, PostgreSQL`;
    if (!postgres.url) {
      printTable(title, [['part', 'n/d', postgres.reason]]);
      continue;
    }
    await withPostgresDatabase(postgres, (databaseUrl) => part(title, databaseUrl, count)).catch((error) =>
      printTable(title, [['part', 'n/d', error.message]]),
    );
  }
  if (process.env.BENCH_SKIP_MILLION) printTable('Back office on 1,000,000 leads, PostgreSQL', [['part', 'n/d', 'skipped (BENCH_SKIP_MILLION)']]);
}

await runIfMain(import.meta.url, run);
