/**
 * How many answers the chat's paths take from the comune to the contact form, with the progress bar along
 * them; then the valuation chat under load on SQLite: 50 owners talking to Amelia at once, each answering every
 * question of the detailed path from the comune to the energy class and sending the contact form. Twice: answering as soon as Amelia
 * replies (the server's saturation: throughput, and latency made mostly of queueing), and answering after a
 * pause of 0.5–1.5 s as a fast typist would (the latency an owner sees). Then the server's CPU time per chat
 * request, which does not depend on what else the machine runs, and the time of one valuation by the model.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile, printTable, ROOT, startBuiltServer } from './lib.mjs';

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
const REPLIES = [
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

async function post(url, body) {
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

async function converse(url, index, latencies, thinkMs) {
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
  await pause(thinkMs);
  const contact = await post(`${url}/api/contact/save`, {
    valuationId,
    contactData: {
      name: `Proprietario ${index}`,
      email: `proprietario${index}-${thinkMs}@example.it`,
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

/** User plus system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function scenario(url, thinkMs) {
  const latencies = [];
  const contactLatencies = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: CONVERSATIONS }, async (_, index) => contactLatencies.push(await converse(url, index, latencies, thinkMs))));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  contactLatencies.sort((a, b) => a - b);
  return { latencies, contactLatencies, seconds };
}

const row = (name, figures) => [
  name,
  `${(figures.latencies.length / figures.seconds).toFixed(0)} msg/s`,
  `p50 ${percentile(figures.latencies, 50).toFixed(1)} ms`,
  `p99 ${percentile(figures.latencies, 99).toFixed(1)} ms`,
  `contact form p50 ${percentile(figures.contactLatencies, 50).toFixed(0)} ms, p99 ${percentile(figures.contactLatencies, 99).toFixed(0)} ms`,
];

export async function run() {
  const server = await startBuiltServer({ RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000', RATE_LIMIT_FORMS_PER_HOUR: '1000000' });
  try {
    const fast = await walkPath(server.url, FAST);
    const detailed = await walkPath(server.url, REPLIES);
    printTable('Valuation chat: answers from the comune to the contact form (a flat in Torino, embedded geocoder)', [
      ['before the fast path', `${ANSWERS_BEFORE} answers`, 'progress 10…90%, then 90% for twelve answers'],
      ["fast path ('Vedi la stima')", `${fast.answers} answers`, `progress ${fast.progress.join(', ')}%`],
      ["detailed path ('Aggiungi dettagli')", `${detailed.answers} answers`, `progress ${detailed.progress.join(', ')}%`],
    ]);
    const cpuBefore = cpuMs(server.pid);
    const saturated = await scenario(server.url, 0);
    const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / (saturated.latencies.length + CONVERSATIONS);
    const paced = await scenario(server.url, 1000);
    printTable(
      `Valuation chat on SQLite: ${CONVERSATIONS} conversations at once, ${saturated.latencies.length} chat requests each run (client on the same cores)`,
      [
        row('answering at once (saturation)', saturated),
        row('answering after 0.5-1.5 s (owner pace)', paced),
        ['server CPU per chat request', `${cpuPerRequest.toFixed(2)} ms`, '', '', ''],
      ],
    );
  } finally {
    await server.stop();
  }
  const microseconds = await timeOneValuation();
  printTable('Valuation model alone', [['one valuation (valueProperty)', `${microseconds.toFixed(1)} µs`]]);
}
