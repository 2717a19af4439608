import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurnResponse, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA } from '../test/chat-walk.js';
import type { TestClient } from '../test/http.js';
import { TURIN_FLAT, TURIN_FLAT_FAST } from '../test/owner-replies.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { CHAT_REPLIES_PER_MINUTE } from './chat-limits.js';

let context: TestContext;

// No RATE_LIMIT_CHAT_PER_MINUTE: the per-conversation limit is the one the chat sizes from its longest path.
beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' } });
});
afterAll(() => context.close());

type Reply = ['say' | 'press', string];

/** Walks the replies and gives every turn back. */
async function walk(client: TestClient, replies: readonly Reply[], valuationId?: string) {
  const id = valuationId ?? (await client.post<ChatTurnResponse>('/api/chat/start')).body.valuationId;
  const turns: ChatTurnResponse[] = [];
  for (const [kind, text] of replies) {
    const response =
      kind === 'say'
        ? await client.post<ChatTurnResponse>('/api/chat/message', { valuationId: id, message: text })
        : await client.post<ChatTurnResponse>('/api/chat/select', { valuationId: id, option: text });
    expect(response.status, `reply "${text}"`).toBe(200);
    turns.push(response.body);
  }
  return { valuationId: id, turns };
}

async function estimateOf(client: TestClient, valuationId: string) {
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
  expect(saved.status).toBe(200);
  return saved.body.valuation!;
}

describe('the fast path', () => {
  it('reaches the contact form in ten answers from the comune, the bar moving at every one', async () => {
    const { turns } = await walk(context.client(), TURIN_FLAT_FAST);
    expect(turns).toHaveLength(10);
    expect(turns.at(-2)?.buttons).toEqual([
      { label: 'Vedi la stima', value: 'stima' },
      { label: 'Aggiungi dettagli', value: 'dettagli' },
    ]);
    expect(turns.at(-1)).toMatchObject({ complete: true, currentStep: 'processing' });
    // Ten questions and the estimate: each answer is a eleventh of the bar; 100% only with the estimate.
    expect(turns.map((turn) => turn.progress)).toEqual([9, 18, 27, 36, 45, 54, 63, 72, 81, 90]);
    expect(turns.at(-1)?.propertyData).toMatchObject({ rooms: null, bathrooms: null, hasGarage: null, constructionYear: null, energyClass: null });
  });

  it('skips the lift on a ground floor and the floor in a house', async () => {
    const ground = await walk(context.client(), [...TURIN_FLAT_FAST.slice(0, 6), ['say', 'piano terra'], ['press', 'GOOD'], ['press', 'stima']]);
    expect(ground.turns.at(-1)?.complete).toBe(true);
    expect(ground.turns).toHaveLength(9);
    const house = await walk(context.client(), [
      ...TURIN_FLAT_FAST.slice(0, 4),
      ['press', 'HOUSE'],
      ['say', '150'],
      ['press', 'GOOD'],
      ['press', 'stima'],
    ]);
    expect(house.turns.at(-1)?.complete).toBe(true);
    expect(house.turns).toHaveLength(8);
    const progress = house.turns.map((turn) => turn.progress!);
    for (let index = 1; index < progress.length; index += 1) expect(progress[index]).toBeGreaterThan(progress[index - 1]!);
    expect(progress.at(-1)).toBeLessThan(100);
  });

  it('gives an estimate within 5% of the detailed path for a home with typical details', async () => {
    const client = context.client();
    const fast = await walk(client, TURIN_FLAT_FAST);
    const detailed = await walk(client, TURIN_FLAT);
    const fastEstimate = await estimateOf(client, fast.valuationId);
    const detailedEstimate = await estimateOf(client, detailed.valuationId);
    expect(Math.abs(fastEstimate.estimatedValue / detailedEstimate.estimatedValue - 1)).toBeLessThanOrEqual(0.05);
    // What the fast path does not know widens its range.
    expect(fastEstimate.maxValue - fastEstimate.minValue).toBeGreaterThan(detailedEstimate.maxValue - detailedEstimate.minValue);
  });
});

describe('the detailed path', () => {
  it('asks the six details after "Aggiungi dettagli", the bar never standing still and below 100%', async () => {
    const { turns } = await walk(context.client(), TURIN_FLAT);
    expect(turns).toHaveLength(16);
    expect(turns.at(-1)).toMatchObject({
      complete: true,
      propertyData: { rooms: 3, bathrooms: 1, hasGarage: false, constructionYear: 1965, energyClass: 'D' },
    });
    // The first nine as on the fast path; after the choice the rest of the bar is shared among six more questions.
    expect(turns.map((turn) => turn.progress)).toEqual([9, 18, 27, 36, 45, 54, 63, 72, 81, 84, 86, 88, 90, 93, 95, 97]);
  });

  it('keeps the bar still for one unreadable reply only, and lets a fast clicker finish without a 429', async () => {
    expect(context.config.limits.chatPerMinute).toBeUndefined();
    expect(CHAT_REPLIES_PER_MINUTE).toBeGreaterThanOrEqual(TURIN_FLAT.length * 2);
    const client = context.client();
    const { valuationId } = await walk(client, TURIN_FLAT.slice(0, 5));
    let previous = 0;
    // Every remaining question gets a reply Amelia cannot read first: twice the path, all at once.
    for (const reply of TURIN_FLAT.slice(5)) {
      const unreadable = await walk(client, [['say', 'qwerty']], valuationId);
      const answered = await walk(client, [reply], valuationId);
      const still = unreadable.turns[0]!.progress!;
      expect(still).toBeGreaterThanOrEqual(previous);
      expect(answered.turns[0]!.progress).toBeGreaterThan(still);
      previous = answered.turns[0]!.progress!;
    }
    const session = await client.get<{ complete: boolean; progress: number }>(`/api/chat/${valuationId}`);
    expect(session.body).toMatchObject({ complete: true, progress: previous });
  });
});

describe('addresses and quartieri as people type them', () => {
  it('suggests the street type once for "Racconigi 60", and takes the choice to the card', async () => {
    const { turns } = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'Racconigi 60'],
      ['press', 'Corso Racconigi 60'],
    ]);
    expect(turns[1]?.nextQuestion).toContain('Intendi «Via Racconigi 60»');
    expect(turns[1]?.buttons?.map((button) => button.label)).toContain('Corso Racconigi 60');
    expect(turns[2]?.addressConfirmation?.formattedAddress).toBe('Corso Racconigi 60, Torino (TO)');
  });

  it('suggests the street type as well when the comune follows the number ("Racconigi 60, Torino")', async () => {
    for (const typed of ['Racconigi 60, Torino', 'Racconigi, 60, Torino', 'Racconigi 60 Torino']) {
      const { turns } = await walk(context.client(), [
        ['say', 'Torino'],
        ['say', typed],
      ]);
      expect(turns[1]?.nextQuestion, typed).toContain('Intendi «Via Racconigi 60»');
    }
  });

  it('reads the street and number of a whole address typed first, the comune after the number without a comma', async () => {
    const { turns } = await walk(context.client(), [
      ['say', 'Via Racconigi 60 Torino'],
      ['press', 'si'],
    ]);
    // The embedded geocoder knows only the comune: the card's coordinates are its centre, and say so.
    expect(turns[0]?.addressConfirmation).toMatchObject({ formattedAddress: 'Via Racconigi 60, Torino (TO)', precision: 'comune' });
    expect(turns[1]?.propertyData).toMatchObject({ city: 'Torino', street: 'Via Racconigi', houseNumber: '60' });
  });

  it('after the suggestion, a second street without type goes to the card as "Via …"', async () => {
    const { turns } = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'Racconigi 60'],
      ['say', 'Racconigi 62'],
    ]);
    expect(turns[2]?.addressConfirmation?.formattedAddress).toBe('Via Racconigi 62, Torino (TO)');
  });

  it('reads "corso Moncalieri" in Torino as a street, not as the comune', async () => {
    const { turns } = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'corso Moncalieri'],
    ]);
    expect(turns[1]?.addressConfirmation?.formattedAddress).toBe('Corso Moncalieri, Torino (TO)');
    expect(turns[1]?.propertyData.city).toBe('Torino');
  });

  it('does not take words that only start like a quartiere as one', async () => {
    const { turns } = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'casa indipendente'],
      ['press', 'salta_indirizzo'],
      ['say', 'casa mia'],
    ]);
    expect(turns[1]?.nextQuestion).toContain('Non riesco a leggere l’indirizzo');
    expect(turns[3]?.nextQuestion).toContain('Non conosco questo quartiere');
    expect(turns[3]?.propertyData.quartiere).toBeUndefined();
  });

  it('after a full address, says in one line why it asks the quartiere, and offers first those the street is known by', async () => {
    const nizza = await walk(context.client(), [
      ['say', 'Via Nizza 10, Torino'],
      ['press', 'si'],
    ]);
    const asked = nizza.turns.at(-1)!;
    expect(asked.nextQuestion).toContain(
      'Dall’indirizzo non riesco a capire in quale zona di Torino si trova, e la zona mi serve per usare i prezzi giusti.',
    );
    expect(asked.nextQuestion).toContain('Per primo trovi il quartiere legato a Via Nizza');
    expect(asked.buttons?.[0]).toEqual({ label: 'Nizza Millefonti', value: 'Nizza Millefonti' });
    expect(asked.buttons?.length).toBeLessThanOrEqual(8);

    const roma = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'Via Roma 10'],
      ['press', 'si'],
    ]);
    expect(roma.turns.at(-1)!.buttons?.[0]?.label).toBe('Centro');

    // A street the zone tables do not know: the reason, and the usual quartieri.
    const francia = await walk(context.client(), [
      ['say', 'Torino'],
      ['say', 'Corso Francia 15'],
      ['press', 'si'],
    ]);
    expect(francia.turns.at(-1)!.nextQuestion).toContain('Dall’indirizzo non riesco a capire in quale zona di Torino si trova');
    expect(francia.turns.at(-1)!.nextQuestion).not.toContain('legat');

    // No address given: no reason to give.
    const skipped = await walk(context.client(), [
      ['say', 'Torino'],
      ['press', 'salta_indirizzo'],
    ]);
    expect(skipped.turns.at(-1)!.nextQuestion).toContain('In quale quartiere si trova?');
    expect(skipped.turns.at(-1)!.nextQuestion).not.toContain('Dall’indirizzo');
  });

  it('understands a quartiere typed in part or misspelt', async () => {
    for (const typed of ['san salv', 'crocceta', 'borgo s paolo']) {
      const { turns } = await walk(context.client(), [
        ['say', 'Torino'],
        ['press', 'salta_indirizzo'],
        ['say', typed],
      ]);
      expect(turns[2]?.propertyData.quartiere, typed).toMatch(/San Salvario|Crocetta|San Paolo - Cenisia/);
      expect(turns[2]?.nextQuestion).toContain('tipo di immobile');
    }
  });
});
