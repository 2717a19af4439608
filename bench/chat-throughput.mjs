/**
 * How many answers the chat's paths take from the comune to the contact form, with the progress bar along
 * them, for an owner pressing the buttons and for one typing several facts in a reply; then the valuation chat
 * under load: 50 owners talking to Amelia at once, each answering every question of the detailed path from the
 * comune to the energy class. Twice: answering as soon as Amelia replies (the server's saturation: throughput,
 * in rounds alternated with a bare Koa server answering requests of the same size, and the server's CPU time per
 * chat message, which depends little on what else the machine runs), and answering after a pause of 0.5-1.5 s
 * as a fast typist would, then sending the contact form (the latency an owner sees). On SQLite, and on
 * PostgreSQL too when DATABASE_URL is a postgres:// URL. Every figure is printed even when another part fails
 * ('n/d' with the reason). Then the time of one valuation by the model.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBareKoaServer } from './bare-koa.mjs';
import { cpuMs, median, percentile, printTable, ROOT, runIfMain, startBuiltServer } from './lib.mjs';

const CONVERSATIONS = 50;
/** What moves the price most, then the choice: the fast path ends with 'Vedi la stima'. */
const ESSENTIALS = [
  ['message', 'Torino'],
  ['message', 'Via Nizza 120'],
  ['select', 'si'],
  ['select', 'San Salvario'],
  ['select', 'CONDOMINIUM'],
  ['message', 'circa novanta metri quadri'],
  ['message', 'secondo piano'],
  ['select', 'si'],
  ['select', 'GOOD'],
];
const FAST = [...ESSENTIALS, ['select', 'stima']];
/** The detailed path's replies, from the comune to the energy class (compare-chat-cpu.mjs drives them too). */
export const REPLIES = [
  ...ESSENTIALS,
  ['select', 'dettagli'],
  ['select', '3'],
  ['select', '1'],
  ['message', 'un balcone'],
  ['select', 'no'],
  ['message', '1965'],
  ['select', 'D'],
];
/** The questions Amelia asked from the comune to the contact form before the fast path (November 2026). */
const ANSWERS_BEFORE = 15;

/**
 * An owner typing freely, several facts in a reply: what they answer to each of Amelia's questions, found by its
 * words. A question asked again for what a reply already said gets its answer again, as an owner would give it.
 */
const FREE_OWNER = [
  [/In quale comune/, 'Torino'],
  [/indirizzo dell'immobile/, 'Via Nizza 120'],
  [/è corretto\?/, 'sì'],
  [/In quale quartiere/, 'San Salvario'],
  [/Che tipo di immobile/, 'un appartamento di 90 metri, tre locali e due bagni'],
  [/Quanti metri quadri/, '90'],
  [/A che piano/, 'terzo piano senza ascensore'],
  [/C’è l’ascensore/, 'no'],
  [/In che stato/, 'ristrutturato nel 2015'],
  [/Quanti locali/, '3'],
  [/quanti bagni/, '2'],
  [/spazi esterni privati|E ci sono |giardino privato/, 'due balconi e un box'],
  [/C’è un box auto/, 'sì'],
  [/In che anno/, 'anni 60, classe F credo'],
  [/classe energetica\?/, 'classe F credo'],
];
/**
 * The free owner's answers before every fact of a reply was read (December 2026, measured with this walk): the
 * surface, the lift, rooms, bathrooms, the garage and the energy class were asked although already said.
 */
const FREE_ANSWERS_BEFORE = { fast: 10, detailed: 16 };
const MAX_FREE_ANSWERS = 30;

/** One walk of a path: the answers it took to reach the contact form and the progress bar after each. */
async function walkPath(url, replies) {
  const { json: started } = await post(`${url}/api/chat/start`);
  const progress = [];
  for (const [index, [kind, text]] of replies.entries()) {
    const body = kind === 'message' ? { valuationId: started.valuationId, message: text } : { valuationId: started.valuationId, option: text };
    const { json } = await post(`${url}/api/chat/${kind}`, body);
    progress.push(json.progress);
    if (json.complete) return { answers: index + 1, progress };
  }
  return { answers: Number.NaN, progress };
}

/** The free owner's walk: each question answered from FREE_OWNER, the choice as given; the answers to the contact form. */
async function walkFreeOwner(url, choice) {
  const { json: started } = await post(`${url}/api/chat/start`);
  let question = started.nextQuestion;
  for (let answers = 1; answers <= MAX_FREE_ANSWERS; answers += 1) {
    const message = /Vuoi vederla subito/.test(question) ? choice : FREE_OWNER.find(([pattern]) => pattern.test(question))?.[1];
    if (!message) throw new Error(`no answer for "${question}"`);
    const { json } = await post(`${url}/api/chat/message`, { valuationId: started.valuationId, message });
    if (json.complete) return answers;
    question = json.nextQuestion;
  }
  throw new Error(`no contact form after ${MAX_FREE_ANSWERS} answers`);
}

export async function post(url, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

const pause = (thinkMs) => (thinkMs ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : null);

async function converse(url, index, latencies, thinkMs, withContact) {
  // At owner pace the owners also arrive over a second, not at the same instant.
  await pause(thinkMs);
  const { json: started, ms } = await post(`${url}/api/chat/start`);
  latencies.push(ms);
  const valuationId = started.valuationId;
  for (const [kind, text] of REPLIES) {
    await pause(thinkMs);
    const body = kind === 'message' ? { valuationId, message: text } : { valuationId, option: text };
    latencies.push((await post(`${url}/api/chat/${kind}`, body)).ms);
  }
  if (!withContact) return null;
  await pause(thinkMs);
  const contact = await post(`${url}/api/contact/save`, {
    valuationId,
    contactData: {
      name: `Proprietario ${index}`,
      email: `proprietario${index}-${thinkMs}-${Date.now()}@example.it`,
      phone: '333 123 4567',
      accetto_privacy: true,
      consenso_email: true,
      consenso_whatsapp: false,
    },
  });
  return contact.ms;
}

async function timeOneValuation() {
  const model = await import(pathToFileURL(path.join(ROOT, 'api/dist/valuation/model/value-property.js')).href);
  const zone = {
    code: 'B8',
    name: 'San Salvario',
    comune: 'Torino',
    priceMin: 2300,
    priceMid: 2800,
    priceMax: 3300,
    source: 'embedded',
    period: '2025-1',
    precision: 'zone',
  };
  const property = {
    squareMeters: 90,
    propertyType: 'CONDOMINIUM',
    rooms: 3,
    bathrooms: 1,
    floor: 2,
    hasElevator: true,
    hasBalcony: true,
    hasGarage: false,
    condition: 'GOOD',
    constructionYear: 1965,
    energyClass: 'D',
  };
  const runs = 20_000;
  for (let index = 0; index < 1000; index += 1) model.valueProperty(property, zone);
  const started = performance.now();
  for (let index = 0; index < runs; index += 1) model.valueProperty(property, zone);
  return ((performance.now() - started) * 1000) / runs;
}

async function scenario(url, thinkMs, withContact) {
  const latencies = [];
  const contactLatencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, index) => {
      const contact = await converse(url, index, latencies, thinkMs, withContact);
      if (contact !== null) contactLatencies.push(contact);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  contactLatencies.sort((a, b) => a - b);
  return { latencies, contactLatencies, seconds, perSecond: latencies.length / seconds };
}

/** The same number of requests as a saturated chat run, as fast as the bare server answers them. */
async function bareScenario(url, requests, body) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, async () => {
      while (next < requests) {
        next += 1;
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        await response.json();
      }
    }),
  );
  return requests / ((performance.now() - started) / 1000);
}

/** Runs a part; its failure is printed as 'n/d' with the reason and the run goes on. */
async function attempt(work) {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

const shown = (outcome, format) => (outcome.ok ? format(outcome.value) : `n/d (${outcome.reason})`);
const inMs = (value) => `${value.toFixed(1)} ms`;

/** A typical turn, to size the bare server's request and answer like the chat's. */
async function sampleTurn(url) {
  const { json: started } = await post(`${url}/api/chat/start`);
  const body = JSON.stringify({ valuationId: started.valuationId, message: 'Torino' });
  const { json: answer } = await post(`${url}/api/chat/message`, JSON.parse(body));
  return { body, answer };
}

async function measureDatabase(name, env) {
  const server = await attempt(() => startBuiltServer({ RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000', RATE_LIMIT_FORMS_PER_HOUR: '1000000', ...env }));
  const failed = { ok: false, reason: server.ok ? '' : server.reason };
  const figures = { saturated: failed, bare: failed, cpu: failed, paced: failed };
  if (server.ok) await measureOn(server.value, figures);
  printFigures(name, figures);
  return figures;
}

/**
 * Saturated runs of the chat and of the bare server, alternated, ROUNDS of each: the machine's speed drifts
 * within a minute (other work, the CPU's clock), and a ratio of two runs taken far apart measured the drift. Each
 * round's ratio is of two runs back to back; the median round is printed, with the lowest and the highest.
 */
const ROUNDS = 3;

/** The chat's figures on a started server, written into `figures`; a run that fails leaves its reason there. */
async function measureOn(server, figures) {
  try {
    const sample = await attempt(() => sampleTurn(server.url));
    const requests = CONVERSATIONS * (REPLIES.length + 1);
    const bare = sample.ok ? await attempt(() => startBareKoaServer(sample.value.answer)) : sample;
    try {
      // A run of each first, not measured, so the figures are the steady state's, not the JIT's warm-up.
      if (bare.ok) await attempt(() => bareScenario(bare.value.url, 500, sample.value.body));
      await attempt(() => scenario(server.url, 0, false));
      const rounds = [];
      let cpu = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const bareRun = bare.ok ? await attempt(() => bareScenario(bare.value.url, requests, sample.value.body)) : bare;
        const cpuBefore = cpuMs(server.pid);
        const chatRun = await attempt(() => scenario(server.url, 0, false));
        cpu += cpuMs(server.pid) - cpuBefore;
        if (!chatRun.ok) throw new Error(chatRun.reason);
        rounds.push({ bare: bareRun, chat: chatRun.value });
      }
      const chatRates = rounds.map((round) => round.chat.perSecond);
      const messages = rounds.reduce((total, round) => total + round.chat.latencies.length, 0);
      figures.saturated = { ok: true, value: { perSecond: median(chatRates) } };
      figures.cpu = { ok: true, value: cpu / messages };
      figures.bare = rounds.every((round) => round.bare.ok)
        ? { ok: true, value: median(rounds.map((round) => round.bare.value)) }
        : rounds.find((round) => !round.bare.ok).bare;
      if (figures.bare.ok) figures.ratios = rounds.map((round) => round.chat.perSecond / round.bare.value);
    } catch (error) {
      const failed = { ok: false, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      figures.saturated = failed;
      figures.cpu = failed;
    } finally {
      if (bare.ok) await bare.value.stop();
    }
    figures.paced = await attempt(() => scenario(server.url, 1000, true));
  } finally {
    await server.stop();
  }
}

function printFigures(name, figures) {
  printTable(
    `Valuation chat on ${name}: ${CONVERSATIONS} conversations at once, ${CONVERSATIONS * (REPLIES.length + 1)} chat requests each run (client on the same cores)`,
    [
      [`bare Koa server, same request and answer size (median of ${ROUNDS})`, shown(figures.bare, (perSecond) => `${perSecond.toFixed(0)} req/s`)],
      [`chat answering at once, saturation (median of ${ROUNDS})`, shown(figures.saturated, (value) => `${value.perSecond.toFixed(0)} msg/s`)],
      [
        `chat / bare Koa, runs back to back (median of ${ROUNDS} rounds; lowest, highest)`,
        figures.ratios
          ? `${median(figures.ratios).toFixed(2)} (${Math.min(...figures.ratios).toFixed(2)}, ${Math.max(...figures.ratios).toFixed(2)})`
          : 'n/d (a run above failed)',
      ],
      ['server CPU per chat message', shown(figures.cpu, (value) => `${value.toFixed(2)} ms`)],
      [
        'chat answering after 0.5-1.5 s (owner pace)',
        shown(figures.paced, (value) => {
          const { latencies } = value;
          return `p50 ${inMs(percentile(latencies, 50))}, p95 ${inMs(percentile(latencies, 95))}, p99 ${inMs(percentile(latencies, 99))}`;
        }),
      ],
      [
        'contact form at owner pace',
        shown(figures.paced, (value) => `p50 ${inMs(percentile(value.contactLatencies, 50))}, p99 ${inMs(percentile(value.contactLatencies, 99))}`),
      ],
    ],
  );
}

async function printPaths() {
  const server = await startBuiltServer();
  try {
    const fast = await walkPath(server.url, FAST);
    const detailed = await walkPath(server.url, REPLIES);
    const freeFast = await attempt(() => walkFreeOwner(server.url, 'vedi la stima'));
    const freeDetailed = await attempt(() => walkFreeOwner(server.url, 'aggiungi dettagli'));
    const freeRow = (name, outcome, before) => [
      name,
      shown(outcome, (answers) => `${answers} answers`),
      `before every fact of a reply was read: ${before} answers`,
    ];
    printTable('Valuation chat: answers from the comune to the contact form (a flat in Torino, embedded geocoder)', [
      ['before the fast path', `${ANSWERS_BEFORE} answers`, 'progress 10…90%, then 90% for twelve answers'],
      ["fast path ('Vedi la stima')", `${fast.answers} answers`, `progress ${fast.progress.join(', ')}%`],
      ["detailed path ('Aggiungi dettagli')", `${detailed.answers} answers`, `progress ${detailed.progress.join(', ')}%`],
      freeRow('fast path, typed freely (several facts a reply)', freeFast, FREE_ANSWERS_BEFORE.fast),
      freeRow('detailed path, typed freely', freeDetailed, FREE_ANSWERS_BEFORE.detailed),
    ]);
  } finally {
    await server.stop();
  }
}

export async function run() {
  const paths = await attempt(printPaths);
  if (!paths.ok) printTable('Valuation chat: answers from the comune to the contact form', [['paths', `n/d (${paths.reason})`]]);
  await measureDatabase('SQLite', {});
  const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
  if (postgres) await measureDatabase('PostgreSQL', { DATABASE_URL: postgres });
  else printTable('Valuation chat on PostgreSQL', [['not measured', 'set DATABASE_URL=postgres://… to measure it too']]);
  const microseconds = await attempt(timeOneValuation);
  printTable('Valuation model alone', [['one valuation (valueProperty)', shown(microseconds, (value) => `${value.toFixed(1)} µs`)]]);
}

await runIfMain(import.meta.url, run);
