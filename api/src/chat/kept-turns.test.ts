import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurnResponse } from '@valuta/shared';
import type { Reply } from '../test/owner-replies.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { createKeptTurns } from './kept-turns.js';
import { initialEngineState } from './types.js';

const LIMITS = { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' };
let first: TestContext;
let second: TestContext;

beforeAll(async () => {
  first = await createTestContext({ env: LIMITS });
  // A second instance on the same database: what it writes, the first instance has not seen.
  second = await createTestContext({ env: LIMITS, database: first.temporaryDatabase });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Replies that move every part of the chat's memory: the address card, facts said back and corrected, misses, "Non so". */
const REPLIES: Reply[] = [
  ['say', 'Torino'],
  ['say', 'Via Nizza 10, Torino'],
  ['press', 'si'],
  ['say', 'un appartamento di 90 metri, tre locali e due bagni'],
  ['say', 'boh'],
  ['say', 'blu'],
  ['say', 'terzo piano senza ascensore'],
  ['say', 'no aspetta, c’è l’ascensore'],
  ['press', 'GOOD'],
  ['press', 'dettagli'],
  ['say', 'un balcone e una terrazza'],
  ['say', 'non so'],
  ['say', 'costruito negli anni 60'],
  ['press', 'non_so'],
];

/** Each reply sent by `instanceOf(turn)`; Amelia's answers without the conversation's id. */
async function converse(instanceOf: (turn: number) => TestContext) {
  const { valuationId } = (await first.client().post<ChatTurnResponse>('/api/chat/start')).body;
  const answers: Array<Omit<ChatTurnResponse, 'valuationId'>> = [];
  for (const [turn, [kind, text]] of REPLIES.entries()) {
    const client = instanceOf(turn).client();
    const response =
      kind === 'say'
        ? await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: text })
        : await client.post<ChatTurnResponse>('/api/chat/select', { valuationId, option: text });
    expect(response.status, `reply "${text}"`).toBe(200);
    const { valuationId: _id, ...answer } = response.body;
    answers.push(answer);
  }
  return answers;
}

describe('each conversation’s last turn kept in memory', () => {
  it('answers as a conversation whose every turn is read back from the database', async () => {
    const kept = await converse(() => first);
    // Every other turn by the second instance: each instance finds the row moved by the other, and reads it.
    const readBack = await converse((turn) => (turn % 2 === 0 ? first : second));
    expect(kept.at(-1)?.nextQuestion).toMatch(/Lasciami i tuoi contatti/);
    expect(readBack).toEqual(kept);
  });

  it('starts a turn from the row when something else wrote the conversation after the last turn', async () => {
    const client = first.client();
    const { valuationId } = (await client.post<ChatTurnResponse>('/api/chat/start')).body;
    for (const [kind, text] of [
      ['message', 'Torino'],
      ['select', 'salta_indirizzo'],
      ['select', 'San Salvario'],
      ['select', 'CONDOMINIUM'],
      ['message', '90'],
    ]) {
      const body = kind === 'message' ? { valuationId, message: text } : { valuationId, option: text };
      expect((await client.post(`/api/chat/${kind}`, body)).status).toBe(200);
    }
    const valuation = (await first.db.models.Valuation.findByPk(valuationId))!;
    await valuation.update({ propertyData: { ...valuation.propertyData, squareMeters: 120 } });

    const next = await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: 'secondo piano' });
    expect(next.body.propertyData).toMatchObject({ squareMeters: 120, floor: 2 });
  });
});

describe('createKeptTurns', () => {
  const turn = () => ({ property: { city: 'Torino' }, state: initialEngineState() });
  const at = new Date('2026-12-06T10:00:00.123Z');

  it('gives a state back once, and only for the step and updated_at it was written with, in either driver’s form', () => {
    const kept = createKeptTurns();
    kept.keep('a', 'floor', at, turn());
    expect(kept.take('a', 'floor', '2026-12-06 10:00:00.123 +00:00')).toMatchObject({ property: { city: 'Torino' } });
    expect(kept.take('a', 'floor', at)).toBeNull();

    kept.keep('b', 'floor', at, turn());
    expect(kept.take('b', 'rooms', at)).toBeNull();
    kept.keep('c', 'floor', at, turn());
    expect(kept.take('c', 'floor', new Date(at.getTime() + 1))).toBeNull();
    expect(kept.size()).toBe(0);
  });

  it('lets go of the conversations not answered for two generations', () => {
    const kept = createKeptTurns(2);
    kept.keep('a', 'floor', at, turn());
    kept.keep('b', 'floor', at, turn());
    // A conversation answered again is in the newer generation; the one not answered since goes with the older.
    kept.keep('a', 'rooms', at, turn());
    kept.keep('c', 'floor', at, turn());
    expect(kept.size()).toBe(2);
    expect(kept.take('b', 'floor', at)).toBeNull();
    expect(kept.take('a', 'rooms', at)).not.toBeNull();
    expect(kept.take('c', 'floor', at)).not.toBeNull();
  });
});
