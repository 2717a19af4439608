import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialInputFor } from '@valuta/shared';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '100', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000' } });
});
afterAll(() => context.close());

async function start(client: TestClient = context.client()) {
  const response = await client.post('/api/chat/start');
  expect(response.status).toBe(201);
  return { client, valuationId: response.body.valuationId as string, first: response.body };
}

function chat(client: TestClient, valuationId: string) {
  return {
    say: (message: string) => client.post('/api/chat/message', { valuationId, message }),
    press: (option: string) => client.post('/api/chat/select', { valuationId, option }),
  };
}

describe('starting a conversation', () => {
  it('answers an unguessable id, the greeting and the first question', async () => {
    const { valuationId, first } = await start();
    expect(valuationId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(first).toMatchObject({ complete: false, unsupportedCity: false, currentStep: 'collecting_data', propertyData: {} });
    expect(first.nextQuestion).toContain('Amelia');
    expect(first.nextQuestion).toContain('comune');
  });

  it('counts the chat as started for the dashboard', async () => {
    const { valuationId } = await start();
    expect(await context.db.models.AppEvent.count({ where: { type: 'chat_started', valuationId } })).toBe(1);
  });
});

describe('a flat in Torino, answered in free Italian', () => {
  it('walks every step to the contact request and stores both sides', async () => {
    const { client, valuationId } = await start();
    const { say, press } = chat(client, valuationId);

    let turn = await say('torino');
    expect(turn.status).toBe(200);
    expect(turn.body.nextQuestion).toContain('indirizzo');
    expect(turn.body.propertyData).toMatchObject({ city: 'Torino', comuneIstat: '001272', province: 'TO' });

    turn = await say('via Nizza 120');
    expect(turn.body.addressConfirmation).toMatchObject({ formattedAddress: 'Via Nizza 120, Torino (TO)' });
    expect(String(turn.body.addressConfirmation.lat)).toMatch(/^\d+\.\d{1,6}$/);
    expect(turn.body.buttons).toEqual([
      { label: 'Sì', value: 'si' },
      { label: 'No', value: 'no' },
    ]);

    turn = await press('si');
    // The embedded geocoder places only the comune: Amelia asks the quartiere.
    expect(turn.body.nextQuestion).toContain('quartiere');
    expect(turn.body.buttons.map((button: { label: string }) => button.label)).toContain('San Salvario');

    turn = await press('San Salvario');
    expect(turn.body.propertyData).toMatchObject({ quartiere: 'San Salvario', zoneCode: 'B8' });
    expect(turn.body.nextQuestion).toContain('tipo di immobile');

    turn = await say('un appartamento');
    expect(specialInputFor(turn.body.nextQuestion)).toBe('surface');
    turn = await say('circa novanta mq');
    expect(turn.body.propertyData.squareMeters).toBe(90);
    turn = await say('tre locali');
    expect(turn.body.propertyData.rooms).toBe(3);
    turn = await say('uno');
    expect(turn.body.propertyData.bathrooms).toBe(1);
    expect(specialInputFor(turn.body.nextQuestion)).toBe('floor');
    turn = await say('secondo piano');
    expect(turn.body.propertyData.floor).toBe(2);
    turn = await say('sì');
    expect(turn.body.propertyData.hasElevator).toBe(true);
    turn = await say('un balcone');
    expect(turn.body.propertyData).toMatchObject({ hasBalcony: true, hasTerrace: false, hasGarden: false });
    turn = await press('no');
    expect(turn.body.propertyData.hasGarage).toBe(false);
    turn = await say('è in buono stato');
    expect(turn.body.propertyData.condition).toBe('GOOD');
    expect(specialInputFor(turn.body.nextQuestion)).toBe('year');
    turn = await say('anni 60');
    expect(turn.body.propertyData.constructionYear).toBe(1965);
    turn = await press('non_so');
    expect(turn.body.propertyData.energyClass).toBeNull();

    expect(turn.body).toMatchObject({ complete: true, currentStep: 'processing', unsupportedCity: false });
    expect(turn.body.nextQuestion).toContain('contatti');

    const messages = await context.db.models.ChatMessage.findAll({ where: { valuationId }, order: [['id', 'ASC']] });
    expect(messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'torino', 'via Nizza 120', 'Sì', 'San Salvario', 'un appartamento', 'circa novanta mq', 'tre locali', 'uno',
      'secondo piano', 'sì', 'un balcone', 'No', 'è in buono stato', 'anni 60', 'Non so',
    ]);
    const valuation = await context.db.models.Valuation.findByPk(valuationId);
    expect(valuation).toMatchObject({ step: 'contact', status: 'awaiting_contact', city: 'Torino', squareMeters: 90, propertyType: 'CONDOMINIUM' });
  });
});

describe('resuming after a reload', () => {
  it('gives back the transcript, the step and the last buttons', async () => {
    const { client, valuationId } = await start();
    await chat(client, valuationId).say('Moncalieri');
    await chat(client, valuationId).say('corso Roma 5');

    const session = await context.client().get(`/api/chat/${valuationId}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ valuationId, currentStep: 'collecting_data', step: 'address_confirm', userData: null });
    expect(session.body.messages.map((message: { type: string }) => message.type)).toEqual([
      'assistant', 'user', 'assistant', 'user', 'assistant',
    ]);
    expect(session.body.messages[4].addressConfirmation.formattedAddress).toBe('Corso Roma 5, Moncalieri (TO)');
    expect(session.body.addressConfirmation.formattedAddress).toBe('Corso Roma 5, Moncalieri (TO)');
    expect(session.body.buttons).toHaveLength(2);
  });
});
