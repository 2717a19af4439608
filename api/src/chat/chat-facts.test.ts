import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurnResponse } from '@valuta/shared';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' } });
});
afterAll(() => context.close());

type Reply = ['say' | 'press', string];

/** Amelia's questions by their words, so a test reads the questions asked in order. */
const QUESTIONS: Array<[string, RegExp]> = [
  ['type', /Che tipo di immobile/],
  ['surface', /Quanti metri quadri/],
  ['floor', /A che piano/],
  ['lift', /C’è l’ascensore\?/],
  ['condition', /In che stato/],
  ['choice', /Vuoi vederla subito/],
  ['rooms', /Quanti locali/],
  ['bathrooms', /quanti bagni/],
  ['outdoor', /spazi esterni privati|E ci sono |E c’è un giardino privato/],
  ['garage', /C’è un box auto/],
  ['year', /In che anno/],
  ['energy', /conosci la classe energetica/],
  ['contact', /Lasciami i tuoi contatti/],
];

function questionOf(text: string): string {
  return QUESTIONS.find(([, pattern]) => pattern.test(text))?.[0] ?? text;
}

async function walk(replies: readonly Reply[], client: TestClient = context.client()) {
  const { valuationId } = (await client.post<ChatTurnResponse>('/api/chat/start')).body;
  const turns: ChatTurnResponse[] = [];
  for (const [kind, text] of replies) {
    const response =
      kind === 'say'
        ? await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: text })
        : await client.post<ChatTurnResponse>('/api/chat/select', { valuationId, option: text });
    expect(response.status, `reply "${text}"`).toBe(200);
    turns.push(response.body);
  }
  return { turns, asked: turns.map((turn) => questionOf(turn.nextQuestion)), last: turns.at(-1)! };
}

/** A flat in Torino, its quartiere chosen, up to the question of its type. */
const TO_TYPE: Reply[] = [
  ['say', 'Torino'],
  ['press', 'salta_indirizzo'],
  ['press', 'San Salvario'],
];
const TO_FLOOR: Reply[] = [...TO_TYPE, ['press', 'CONDOMINIUM'], ['say', '90']];
const TO_DETAILS: Reply[] = [...TO_FLOOR, ['say', 'secondo piano'], ['press', 'si'], ['press', 'GOOD'], ['press', 'dettagli']];

describe('a reply read for every fact it holds', () => {
  it('"terzo piano senza ascensore": floor and lift, said back, and the lift never asked', async () => {
    const { turns, asked } = await walk([
      ...TO_FLOOR,
      ['say', 'terzo piano senza ascensore'],
      ['press', 'GOOD'],
      ['press', 'dettagli'],
      ['press', '3'],
      ['press', '1'],
      ['press', 'nessuno'],
      ['press', 'no'],
      ['say', '1970'],
      ['press', 'non_so'],
    ]);
    const answer = turns[5]!;
    expect(answer.propertyData).toMatchObject({ floor: 3, hasElevator: false });
    expect(answer.nextQuestion).toMatch(/^Ho segnato: terzo piano, senza ascensore\. Se ho capito male, scrivimelo e lo correggo\. In che stato/);
    expect(asked.slice(5)).toEqual(['condition', 'choice', 'rooms', 'bathrooms', 'outdoor', 'garage', 'year', 'energy', 'contact']);
    expect(asked).not.toContain('lift');
  });

  it('"al piano rialzato con ascensore": the ground floor and its lift, the lift not asked', async () => {
    const { turns, asked } = await walk([...TO_FLOOR, ['say', 'al piano rialzato con ascensore']]);
    expect(turns.at(-1)!.propertyData).toMatchObject({ floor: 0, hasElevator: true });
    expect(turns.at(-1)!.nextQuestion).toContain('Ho segnato: piano terra o rialzato, con ascensore.');
    expect(asked.at(-1)).toBe('condition');
  });

  it('"un balcone e una terrazza": both kept, and the outdoor question is not asked again', async () => {
    const { last, asked } = await walk([...TO_DETAILS, ['press', '3'], ['press', '1'], ['say', 'un balcone e una terrazza']]);
    expect(last.propertyData).toMatchObject({ hasBalcony: true, hasTerrace: true, hasGarden: false });
    expect(asked.at(-1)).toBe('garage');
  });

  it('"due balconi e un box" to the outdoor question: the garage is not asked', async () => {
    const { last, asked } = await walk([...TO_DETAILS, ['press', '3'], ['press', '1'], ['say', 'due balconi e un box']]);
    expect(last.propertyData).toMatchObject({ hasBalcony: true, hasTerrace: false, hasGarden: false, hasGarage: true });
    expect(last.nextQuestion).toContain('Ho segnato: con balcone, con box.');
    expect(asked.at(-1)).toBe('year');
  });

  it('"90 metri, tre locali e due bagni" to the type question: neither surface, rooms nor bathrooms asked', async () => {
    const { turns, asked } = await walk([
      ...TO_TYPE,
      ['say', 'un appartamento di 90 metri, tre locali e due bagni'],
      ['say', '2'],
      ['say', 'sì'],
      ['press', 'GOOD'],
      ['press', 'dettagli'],
    ]);
    expect(turns[3]!.propertyData).toMatchObject({ propertyType: 'CONDOMINIUM', squareMeters: 90, rooms: 3, bathrooms: 2 });
    expect(turns[3]!.nextQuestion).toContain('Ho segnato: appartamento, 90 m², 3 locali, 2 bagni.');
    expect(asked.slice(3)).toEqual(['floor', 'lift', 'condition', 'choice', 'outdoor']);
    // The choice names only the details still missing.
    expect(turns[6]!.nextQuestion).toContain('(spazi esterni, box, anno e classe energetica)');
  });

  it('the home described to the quartiere question: kept, said back, and the quartiere asked again', async () => {
    const { turns, asked } = await walk([
      ['say', 'Torino'],
      ['say', 'Via Nizza 10, Torino'],
      ['press', 'si'],
      ['say', 'un appartamento di 90 metri, tre locali e due bagni'],
      ['press', 'San Salvario'],
    ]);
    expect(turns[3]!.propertyData).toMatchObject({ propertyType: 'CONDOMINIUM', squareMeters: 90, rooms: 3, bathrooms: 2 });
    expect(turns[3]!.nextQuestion).toMatch(/^Ho segnato: appartamento, 90 m², 3 locali, 2 bagni\. .*In quale quartiere si trova\?/);
    expect(asked.at(-1)).toBe('floor');
    expect(turns.at(-1)!.propertyData).toMatchObject({ quartiere: 'San Salvario', squareMeters: 90, rooms: 3 });

    // A quartiere's name is only that: "Villa della Regina" is no villa, and the type is still asked.
    const named = await walk([
      ['say', 'Torino'],
      ['say', 'Via Nizza 10, Torino'],
      ['press', 'si'],
      ['say', 'villa della regina'],
    ]);
    expect(named.last.propertyData.quartiere).toBe('Collina');
    expect(named.last.propertyData.propertyType).toBeUndefined();
    expect(named.asked.at(-1)).toBe('type');
  });

  it('"con box", "senza giardino" and "due terrazzi" said early: the outdoor question asks only the balcony, the garage not at all', async () => {
    const { turns, asked } = await walk([
      ...TO_FLOOR,
      ['say', 'secondo piano con ascensore, con box'],
      ['say', 'buono, senza giardino e con due terrazzi'],
      ['press', 'dettagli'],
      ['press', '3'],
      ['press', '1'],
      ['press', 'balcone'],
    ]);
    expect(turns[6]!.propertyData).toMatchObject({ condition: 'GOOD', hasGarden: false, hasTerrace: true, hasGarage: true });
    expect(turns[9]!.nextQuestion).toContain('E ci sono balconi?');
    expect(turns[9]!.buttons?.map((button) => button.label)).toEqual(['Balcone', 'Nessuno']);
    expect(turns.at(-1)!.propertyData).toMatchObject({ hasBalcony: true, hasTerrace: true, hasGarden: false });
    expect(asked.slice(5)).toEqual(['condition', 'choice', 'rooms', 'bathrooms', 'outdoor', 'year']);
  });

  it('"ristrutturato nel 2015" is the condition, not the year the building was put up', async () => {
    const { turns, asked } = await walk([...TO_FLOOR, ['say', '2'], ['say', 'sì'], ['say', 'ristrutturato nel 2015'], ['press', 'dettagli']]);
    expect(turns[7]!.propertyData.condition).toBe('RENOVATED');
    expect(turns[7]!.propertyData.constructionYear).toBeUndefined();
    expect(asked.slice(7)).toEqual(['choice', 'rooms']);
    // The year question still comes on the detailed path; the works' year is not its answer.
    const year = await walk([
      ...TO_DETAILS,
      ['press', '3'],
      ['press', '1'],
      ['press', 'nessuno'],
      ['press', 'no'],
      ['say', 'ristrutturato nel 2015'],
    ]);
    expect(year.last.propertyData).toMatchObject({ condition: 'RENOVATED' });
    expect(year.last.propertyData.constructionYear).toBeUndefined();
    expect(year.asked.at(-1)).toBe('year');
    expect(year.last.nextQuestion).toContain('Ho corretto: ristrutturato.');
  });

  it('a negative is a negative: "niente balcone", "non c’è il box", "senza ascensore"', async () => {
    const { last, asked } = await walk([...TO_FLOOR, ['say', 'al quarto, senza ascensore'], ['say', 'buono; niente balcone e non c’è il box']]);
    expect(last.propertyData).toMatchObject({ floor: 4, hasElevator: false, condition: 'GOOD', hasBalcony: false, hasGarage: false });
    expect(last.nextQuestion).toContain('Ho segnato: in buono stato, senza balcone, senza box.');
    expect(asked).not.toContain('lift');
  });

  it('the owner corrects what Amelia said back, and a floor corrected upward brings the lift question', async () => {
    const { turns, asked } = await walk([
      ...TO_FLOOR,
      ['say', 'piano terra, senza ascensore'],
      ['say', 'no aspetta, c’è l’ascensore'],
      ['say', 'scusa, è al terzo piano'],
    ]);
    expect(asked.slice(5)).toEqual(['condition', 'condition', 'condition']);
    expect(turns[6]!.nextQuestion).toMatch(/^Ho corretto: con ascensore\. In che stato/);
    expect(turns[6]!.propertyData.hasElevator).toBe(true);
    expect(turns[7]!.propertyData.floor).toBe(3);
    // From the ground floor the lift mattered little; on the third it is a question, already answered.
    expect(turns[7]!.nextQuestion).toContain('Ho corretto: terzo piano.');

    const upward = await walk([...TO_FLOOR, ['say', 'piano terra'], ['say', 'in buono stato, anzi è al secondo piano']]);
    expect(upward.last.propertyData).toMatchObject({ floor: 2, condition: 'GOOD' });
    expect(upward.asked.slice(5)).toEqual(['condition', 'lift']);
  });

  it('a reply that holds every detail leaves no choice to make: the contact form comes next', async () => {
    const { asked, last } = await walk([
      ...TO_TYPE,
      ['say', 'appartamento di 90 mq, 3 locali, 2 bagni'],
      ['say', 'secondo piano con ascensore'],
      ['say', 'ristrutturato, anni 60, classe E, con balcone e box, senza terrazzo né giardino'],
    ]);
    expect(asked.slice(3)).toEqual(['floor', 'condition', 'contact']);
    expect(last).toMatchObject({ complete: true, currentStep: 'processing' });
    expect(last.propertyData).toMatchObject({
      condition: 'RENOVATED',
      constructionYear: 1965,
      energyClass: 'E',
      hasBalcony: true,
      hasTerrace: false,
      hasGarden: false,
      hasGarage: true,
    });
  });
});
