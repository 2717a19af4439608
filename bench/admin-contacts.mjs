/**
 * The back office on 100,000 leads (SQLite): p95 of a contacts page, with and without a search, and the
 * streamed CSV export of all of them (seconds, rows, size, and the server's peak memory while it streams).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, load, printTable, startBuiltServer } from './lib.mjs';

const CONTACTS = 100_000;
const BATCH = 2_000;
const ADMIN = { email: 'bench@agenzia.it', password: 'bench-password-123' };
const FIRST = ['Maria', 'Giuseppe', 'Anna', 'Luca', 'Francesca', 'Marco', 'Giulia', 'Paolo', 'Sara', 'Andrea', 'Chiara', 'Stefano'];
const LAST = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
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
];

/** Users, valuations and leads written straight through the models, as the chat would leave them. */
export async function seed(storage) {
  const { openDatabase } = await import(path.join(ROOT, 'api/dist/infra/db/index.js'));
  const { createLogger } = await import(path.join(ROOT, 'api/dist/infra/logger.js'));
  const db = await openDatabase({ dialect: 'sqlite', storage }, createLogger('silent'));
  const { User, Valuation, Contact } = db.models;
  const started = performance.now();
  const propertyData = { city: 'Torino', town: 'Torino', address: 'Via Roma 10', propertyType: 'CONDOMINIUM', squareMeters: 90, rooms: 3 };
  for (let from = 0; from < CONTACTS; from += BATCH) {
    const at = (index) => new Date(Date.UTC(2025, 0, 1) + index * 300_000);
    const people = Array.from({ length: BATCH }, (_, offset) => {
      const index = from + offset;
      const first = FIRST[index % FIRST.length];
      const last = LAST[Math.floor(index / FIRST.length) % LAST.length];
      return {
        index,
        name: `${first} ${last}`,
        email: `${first}.${last}.${index}@example.it`.toLowerCase().replace(/ /g, ''),
        phone: `3${String(300000000 + index * 7)}`,
      };
    });
    await db.write(async (transaction) => {
      const users = await User.bulkCreate(
        people.map((person) => ({ name: person.name, email: person.email, phone: person.phone, gdprConsent: true, createdAt: at(person.index) })),
        { transaction },
      );
      const valuations = people.map((person, offset) => ({
        id: `b${String(person.index).padStart(20, '0')}`,
        userId: users[offset].id,
        status: 'completed',
        step: 'completed',
        city: 'Torino',
        propertyType: 'CONDOMINIUM',
        squareMeters: 90,
        propertyData,
        estimatedValue: 250_000 + (person.index % 100) * 1_000,
        minValue: 225_000,
        maxValue: 275_000,
        pricePerSqm: 2_800,
        completedAt: at(person.index),
        createdAt: at(person.index),
      }));
      await Valuation.bulkCreate(valuations, { transaction });
      await Contact.bulkCreate(
        people.map((person, offset) => ({
          userId: users[offset].id,
          valuationId: valuations[offset].id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          notes: null,
          preferredTime: 'mattina',
          privacyAccepted: true,
          consentEmail: true,
          consentWhatsapp: false,
          consentsRecordedAt: at(person.index),
          privacyNoticeVersion: '2025-07',
          createdAt: at(person.index),
        })),
        { transaction },
      );
    });
  }
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  return seconds;
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
function residentMb(pid, field = 'VmRSS') {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export async function run() {
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-bench-admin-'));
  const storage = path.join(folder, 'admin.sqlite');
  const seeded = await seed(storage);

  const server = await startBuiltServer({
    DATABASE_URL: `sqlite:${storage}`,
    DATA_DIR: folder,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const cookie = await signIn(server.url);
    const get = async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie } });
      if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
      return response;
    };
    const page = (pathname) => async () => (await get(pathname)).arrayBuffer();
    const firstPage = await load(200, 4, page('/api/admin/contacts?limit=20&offset=0'));
    const searched = await load(200, 4, page('/api/admin/contacts?limit=20&offset=0&search=rossi'));
    const deepSearched = await load(100, 4, page('/api/admin/contacts?limit=20&offset=2000&search=rossi'));
    const format = (name, figures) => [
      name,
      `p50 ${figures.p50.toFixed(1)} ms`,
      `p95 ${figures.p95.toFixed(1)} ms`,
      `${figures.perSecond.toFixed(0)} req/s`,
    ];
    printTable(`Back office on ${CONTACTS.toLocaleString('en')} leads (SQLite, seeded in ${seeded.toFixed(1)} s; 4 concurrent)`, [
      format('GET /api/admin/contacts (page 1)', firstPage),
      format('GET /api/admin/contacts?search=rossi (page 1)', searched),
      format('GET /api/admin/contacts?search=rossi (page 101)', deepSearched),
    ]);

    const before = residentMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(server.pid));
    }, 20);
    const started = performance.now();
    const response = await get('/api/admin/export-contacts-csv');
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    printTable('CSV export of every lead (streamed)', [
      ['rows', (lines - 1).toLocaleString('en')],
      ['size', `${(bytes / 1024 / 1024).toFixed(1)} MB`],
      ['time', `${seconds.toFixed(2)} s`],
      ['server RSS before / peak during', `${before.toFixed(0)} MB / ${peak.toFixed(0)} MB`],
    ]);
  } finally {
    await server.stop();
  }
}
