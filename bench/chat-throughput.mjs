/**
 * The valuation chat under load: 50 owners talking to Amelia at once on SQLite, each answering every
 * question from the comune to the energy class and sending the contact form; then the time of one valuation
 * by the model alone.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile, printTable, ROOT, startBuiltServer } from './lib.mjs';

const CONVERSATIONS = 50;
const REPLIES = [
  ['message', 'Torino'],
  ['message', 'Via Nizza 120'],
  ['select', 'si'],
  ['select', 'San Salvario'],
  ['select', 'CONDOMINIUM'],
  ['message', 'circa novanta metri quadri'],
  ['select', '3'],
  ['select', '1'],
  ['message', 'secondo piano'],
  ['select', 'si'],
  ['message', 'un balcone'],
  ['select', 'no'],
  ['select', 'GOOD'],
  ['message', '1965'],
  ['select', 'D'],
];

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

async function converse(url, index, latencies) {
  const { json: started, ms } = await post(`${url}/api/chat/start`);
  latencies.push(ms);
  const valuationId = started.valuationId;
  for (const [kind, text] of REPLIES) {
    const body = kind === 'message' ? { valuationId, message: text } : { valuationId, option: text };
    latencies.push((await post(`${url}/api/chat/${kind}`, body)).ms);
  }
  const contact = await post(`${url}/api/contact/save`, {
    valuationId,
    contactData: {
      name: `Proprietario ${index}`,
      email: `proprietario${index}@example.it`,
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
  const zone = { code: 'B8', name: 'San Salvario', comune: 'Torino', priceMin: 2300, priceMid: 2800, priceMax: 3300, source: 'embedded', period: '2025-1', precision: 'zone' };
  const property = { squareMeters: 90, propertyType: 'CONDOMINIUM', rooms: 3, bathrooms: 1, floor: 2, hasElevator: true, hasBalcony: true, hasGarage: false, condition: 'GOOD', constructionYear: 1965, energyClass: 'D' };
  const runs = 20_000;
  for (let index = 0; index < 1000; index += 1) model.valueProperty(property, zone);
  const started = performance.now();
  for (let index = 0; index < runs; index += 1) model.valueProperty(property, zone);
  return ((performance.now() - started) * 1000) / runs;
}

export async function run() {
  const server = await startBuiltServer({ RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000', RATE_LIMIT_FORMS_PER_HOUR: '1000000' });
  try {
    const latencies = [];
    const contactLatencies = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONVERSATIONS }, async (_, index) => contactLatencies.push(await converse(server.url, index, latencies))),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    contactLatencies.sort((a, b) => a - b);
    printTable(`Valuation chat on SQLite: ${CONVERSATIONS} concurrent conversations, ${latencies.length} chat requests (client on the same cores)`, [
      ['chat messages', `${(latencies.length / seconds).toFixed(0)} msg/s`, `p50 ${percentile(latencies, 50).toFixed(1)} ms`, `p99 ${percentile(latencies, 99).toFixed(1)} ms`],
      ['contact form (lead + estimate + 2 e-mails queued)', `${CONVERSATIONS} forms`, `p50 ${percentile(contactLatencies, 50).toFixed(1)} ms`, `p99 ${percentile(contactLatencies, 99).toFixed(1)} ms`],
      ['whole run', `${seconds.toFixed(2)} s`, '', ''],
    ]);
  } finally {
    await server.stop();
  }
  const microseconds = await timeOneValuation();
  printTable('Valuation model alone', [['one valuation (valueProperty)', `${microseconds.toFixed(1)} µs`]]);
}
