import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createConversationStore } from './conversation-store.js';

let testDatabase: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

const greeting = { role: 'assistant' as const, content: 'In quale comune si trova l’immobile?', metadata: { step: 'city' } };

describe('the chat turn in the database', () => {
  it('stores a new conversation and a turn that the models read back: the start event, state, columns and both messages in order', async () => {
    const store = createConversationStore(db);
    await store.create('conversazione-uno-001', 'city', { misses: 0 }, greeting);
    const loaded = (await store.load('conversazione-uno-001'))!;
    expect(loaded.step).toBe('city');
    const [started] = await db.models.AppEvent.findAll({ where: { valuationId: 'conversazione-uno-001' } });
    expect(started).toMatchObject({ type: 'chat_started', metadata: null });
    expect(started!.createdAt).toBeInstanceOf(Date);

    const saved = await store.saveTurn(
      'conversazione-uno-001',
      loaded,
      { step: 'address', status: 'pending', propertyData: { city: 'Torino', comuneIstat: '001272' }, engineState: { misses: 0, answered: ['city'] } },
      [
        { role: 'user', content: 'Torino', metadata: null },
        { role: 'assistant', content: 'Qual è l’indirizzo?', metadata: { step: 'address' } },
      ],
    );
    const valuation = await db.models.Valuation.findByPk('conversazione-uno-001');
    expect(valuation).toMatchObject({ step: 'address', status: 'pending', city: 'Torino', comuneCode: '001272', chatMode: 'default' });
    // The instant answered is the conversation's new version, as stored.
    expect(valuation!.updatedAt.getTime()).toBe(saved!.getTime());
    const messages = await db.models.ChatMessage.findAll({ where: { valuationId: 'conversazione-uno-001' }, order: [['id', 'ASC']] });
    expect(messages.map((message) => [message.role, message.content])).toEqual([
      ['assistant', greeting.content],
      ['user', 'Torino'],
      ['assistant', 'Qual è l’indirizzo?'],
    ]);
  });

  it('refuses a turn that lost a race with another window, writing nothing', async () => {
    const store = createConversationStore(db);
    await store.create('conversazione-due-002', 'city', {}, greeting);
    const seenByBoth = (await store.load('conversazione-due-002'))!;
    const turn = (city: string) => ({ step: 'address', status: 'pending' as const, propertyData: { city }, engineState: {} });
    const messages = (text: string): Parameters<typeof store.saveTurn>[3] => [
      { role: 'user', content: text, metadata: null },
      { role: 'assistant', content: 'Qual è l’indirizzo?', metadata: null },
    ];

    expect(await store.saveTurn('conversazione-due-002', seenByBoth, turn('Torino'), messages('Torino'))).toBeInstanceOf(Date);
    expect(await store.saveTurn('conversazione-due-002', seenByBoth, turn('Rivoli'), messages('Rivoli'))).toBeNull();

    expect(await db.models.Valuation.findByPk('conversazione-due-002')).toMatchObject({ city: 'Torino' });
    expect(await db.models.ChatMessage.count({ where: { valuationId: 'conversazione-due-002' } })).toBe(3);
  });
});
