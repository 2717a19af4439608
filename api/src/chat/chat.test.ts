import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialInputFor, type ApiErrorBody, type ChatSessionResponse, type ChatTurnResponse } from '@valuta/shared';
import type { TestClient, TestResponse } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '100', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000' } });
});
afterAll(() => context.close());

async function start(client: TestClient = context.client()) {
  const response = await client.post<ChatTurnResponse>('/api/chat/start');
  expect(response.status).toBe(201);
  return { client, valuationId: response.body.valuationId, first: response.body };
}

function chat(client: TestClient, valuationId: string) {
  return {
    say: (message: string) => client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message }),
    press: (option: string) => client.post<ChatTurnResponse>('/api/chat/select', { valuationId, option }),
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

  it('serves many owners starting at the same moment without an error', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => context.client().post<ChatTurnResponse>('/api/chat/start')));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    const replies = await Promise.all(
      responses.map((response) => context.client().post('/api/chat/message', { valuationId: response.body.valuationId, message: 'Torino' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(200));
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
    expect(String(turn.body.addressConfirmation?.lat)).toMatch(/^\d+\.\d{1,6}$/);
    expect(turn.body.buttons).toEqual([
      { label: 'Sì', value: 'si' },
      { label: 'No', value: 'no' },
    ]);

    turn = await press('si');
    // The embedded geocoder places only the comune: Amelia asks the quartiere, a few as buttons, all for typing.
    expect(turn.body.nextQuestion).toContain('quartiere');
    expect(turn.body.buttons?.map((button) => button.label)).toContain('San Salvario');
    expect(turn.body.buttons?.length).toBeLessThanOrEqual(8);
    expect(turn.body.options?.length).toBeGreaterThan(30);

    turn = await press('San Salvario');
    expect(turn.body.propertyData).toMatchObject({ quartiere: 'San Salvario', zoneCode: 'B8' });
    expect(turn.body.nextQuestion).toContain('tipo di immobile');

    turn = await say('un appartamento');
    expect(specialInputFor(turn.body.nextQuestion)).toBe('surface');
    turn = await say('circa novanta mq');
    expect(turn.body.propertyData.squareMeters).toBe(90);
    expect(specialInputFor(turn.body.nextQuestion)).toBe('floor');
    turn = await say('secondo piano');
    expect(turn.body.propertyData.floor).toBe(2);
    turn = await say('sì');
    expect(turn.body.propertyData.hasElevator).toBe(true);
    turn = await say('è in buono stato');
    expect(turn.body.propertyData.condition).toBe('GOOD');
    expect(turn.body.buttons).toEqual([
      { label: 'Vedi la stima', value: 'stima' },
      { label: 'Aggiungi dettagli', value: 'dettagli' },
    ]);
    turn = await press('dettagli');
    turn = await say('tre locali');
    expect(turn.body.propertyData.rooms).toBe(3);
    turn = await say('uno');
    expect(turn.body.propertyData.bathrooms).toBe(1);
    turn = await say('un balcone');
    expect(turn.body.propertyData).toMatchObject({ hasBalcony: true, hasTerrace: false, hasGarden: false });
    turn = await press('no');
    expect(turn.body.propertyData.hasGarage).toBe(false);
    expect(specialInputFor(turn.body.nextQuestion)).toBe('year');
    turn = await say('anni 60');
    expect(turn.body.propertyData.constructionYear).toBe(1965);
    turn = await press('non_so');
    expect(turn.body.propertyData.energyClass).toBeNull();

    expect(turn.body).toMatchObject({ complete: true, currentStep: 'processing', unsupportedCity: false });
    expect(turn.body.nextQuestion).toContain('contatti');

    const messages = await context.db.models.ChatMessage.findAll({ where: { valuationId }, order: [['id', 'ASC']] });
    expect(messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'torino',
      'via Nizza 120',
      'Sì',
      'San Salvario',
      'un appartamento',
      'circa novanta mq',
      'secondo piano',
      'sì',
      'è in buono stato',
      'Aggiungi dettagli',
      'tre locali',
      'uno',
      'un balcone',
      'No',
      'anni 60',
      'Non so',
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

    const session = await context.client().get<ChatSessionResponse>(`/api/chat/${valuationId}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ valuationId, currentStep: 'collecting_data', step: 'address_confirm', userData: null });
    expect(session.body.messages.map((message) => message.type)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(session.body.messages[4]?.addressConfirmation?.formattedAddress).toBe('Corso Roma 5, Moncalieri (TO)');
    expect(session.body.addressConfirmation?.formattedAddress).toBe('Corso Roma 5, Moncalieri (TO)');
    expect(session.body.buttons).toHaveLength(2);
  });
});

describe('places Amelia does not value, and text that is no place', () => {
  it('flags a recognised comune outside the coverage as unsupported', async () => {
    const { client, valuationId } = await start();
    const turn = await chat(client, valuationId).say('Milano');
    expect(turn.body).toMatchObject({ unsupportedCity: true, currentStep: 'unsupported_city', complete: false });
    expect(turn.body.propertyData.city).toBe('Milano');
    expect(turn.body.nextQuestion).toContain('Milano');
    const valuation = await context.db.models.Valuation.findByPk(valuationId);
    expect(valuation?.status).toBe('unsupported_city');
  });

  it('asks again, without flagging, when the text is no comune', async () => {
    const { client, valuationId } = await start();
    const turn = await chat(client, valuationId).say('la casa della nonna');
    expect(turn.status).toBe(200);
    expect(turn.body).toMatchObject({ unsupportedCity: false, currentStep: 'collecting_data' });
    expect(turn.body.nextQuestion).toContain('Non ho riconosciuto il comune');
  });

  it('suggests the comune for a small typo and takes the choice', async () => {
    const { client, valuationId } = await start();
    const { say, press } = chat(client, valuationId);
    const turn = await say('Moncaleri');
    expect(turn.body.nextQuestion).toContain('Intendevi Moncalieri?');
    const choice = turn.body.buttons?.find((button) => button.label === 'Moncalieri (TO)');
    expect(choice, 'the suggestion is a button').toBeDefined();
    const next = await press(choice!.value);
    expect(next.body.propertyData.city).toBe('Moncalieri');
    expect(next.body.nextQuestion).toContain('indirizzo');
  });

  it('accepts case, accents and the province in brackets', async () => {
    const { client, valuationId } = await start();
    const turn = await chat(client, valuationId).say('  SAN MAURO TORINESE (TO) ');
    expect(turn.body.propertyData.city).toBe('San Mauro Torinese');
  });

  it('reads a whole address with its comune and goes straight to the card', async () => {
    const { client, valuationId } = await start();
    const turn = await chat(client, valuationId).say('Corso Francia 15, Rivoli');
    expect(turn.body.propertyData.city).toBe('Rivoli');
    expect(turn.body.addressConfirmation?.formattedAddress).toBe('Corso Francia 15, Rivoli (TO)');
  });
});

async function atAddressCard(comune = 'Torino') {
  const { client, valuationId } = await start();
  const { say } = chat(client, valuationId);
  await say(comune);
  await say('via Roma 10');
  return { client, valuationId, ...chat(client, valuationId) };
}

describe('the address confirmation card', () => {
  it('after the second "no" requires the full address, street and number', async () => {
    const { say, press } = await atAddressCard();
    let turn = await press('no');
    expect(turn.body.nextQuestion).toContain('riscrivimi');
    expect(turn.body.buttons?.map((button) => button.value)).toContain('salta_indirizzo');
    turn = await say('via Roma 12');
    turn = await press('no');
    expect(turn.body.nextQuestion).toContain("l'indirizzo completo: via o piazza e numero civico");
    expect(turn.body.buttons).toEqual([]);

    turn = await say('non lo so');
    expect(turn.body.nextQuestion).toContain('indirizzo completo');
    turn = await say('via Roma');
    expect(turn.body.nextQuestion).toContain('indirizzo completo');
    turn = await say('Via Roma 14');
    expect(turn.body.addressConfirmation?.formattedAddress).toBe('Via Roma 14, Torino (TO)');
  });

  it('after the second "no", replies that hold no address never let the owner past it', async () => {
    const { say, press } = await atAddressCard();
    await press('no');
    await say('via Roma 12');
    await press('no');
    for (const reply of ['qwerty', 'preferisco non indicarlo', 'asdf']) {
      const turn = await say(reply);
      expect(turn.body.nextQuestion, reply).toContain('numero civico');
      expect(turn.body.nextQuestion, reply).not.toContain('quartiere');
    }
    let turn = await say('Via Roma 14');
    expect(turn.body.addressConfirmation?.formattedAddress).toBe('Via Roma 14, Torino (TO)');
    // The card of a required address is not let go either: its buttons always read.
    for (const reply of ['forse', 'qwerty', 'mah']) {
      turn = await say(reply);
      expect(turn.body.addressConfirmation?.formattedAddress, reply).toBe('Via Roma 14, Torino (TO)');
      expect(
        turn.body.buttons?.map((button) => button.label),
        reply,
      ).toEqual(['Sì', 'No']);
    }
    turn = await press('si');
    expect(turn.body.propertyData.formattedAddress).toBe('Via Roma 14, Torino (TO)');
    expect(turn.body.nextQuestion).toContain('quartiere');
  });

  it('a "yes" resets the count of rejections', async () => {
    const { say, press, valuationId } = await atAddressCard();
    await press('no');
    await say('via Roma 12');
    await press('si');
    const valuation = await context.db.models.Valuation.findByPk(valuationId);
    expect(valuation?.engineState).toMatchObject({ addressRejections: 0 });
    expect(valuation?.propertyData).toMatchObject({ formattedAddress: 'Via Roma 12, Torino (TO)', addressPrecision: 'comune' });
  });

  it('asks again when the answer to the card is neither yes nor no', async () => {
    const { say } = await atAddressCard();
    const turn = await say('forse');
    expect(turn.body.nextQuestion).toContain('Rispondi «Sì»');
    expect(turn.body.addressConfirmation).not.toBeNull();
  });

  it('lets the owner skip the address before any rejection, then asks the quartiere', async () => {
    const { client, valuationId } = await start();
    const { say, press } = chat(client, valuationId);
    await say('Torino');
    const turn = await press('salta_indirizzo');
    expect(turn.body.nextQuestion).toContain('quartiere');
  });

  it('skips the quartiere in a belt comune, whose price is the comune’s', async () => {
    const { press } = await atAddressCard('Collegno');
    const turn = await press('si');
    expect(turn.body.nextQuestion).toContain('tipo di immobile');
  });
});

async function atStep(answers: Array<['say' | 'press', string]>) {
  const { client, valuationId } = await start();
  const talk = chat(client, valuationId);
  let last: TestResponse<ChatTurnResponse> | undefined;
  for (const [kind, text] of answers) last = await talk[kind](text);
  if (!last) throw new Error('atStep needs at least one answer');
  return { ...talk, valuationId, last };
}

const TO_SURFACE: Array<['say' | 'press', string]> = [
  ['say', 'Collegno'],
  ['press', 'salta_indirizzo'],
  ['press', 'CONDOMINIUM'],
];

describe('re-prompts with an example, never an error', () => {
  it('asks the surface again when it is not understood or out of range', async () => {
    const { say } = await atStep(TO_SURFACE);
    let turn = await say('abbastanza grande');
    expect(turn.status).toBe(200);
    expect(turn.body.nextQuestion).toContain('per esempio «85»');
    expect(specialInputFor(turn.body.nextQuestion)).toBe('surface');
    turn = await say('5');
    expect(turn.body.nextQuestion).toContain('La superficie deve essere compresa tra 10 e 2.000 metri quadri.');
    turn = await say('3000 mq');
    expect(turn.body.nextQuestion).toContain('tra 10 e 2.000');
    turn = await say('non so');
    expect(turn.body.nextQuestion).toContain('Anche un valore indicativo');
    turn = await say('85');
    expect(turn.body.propertyData.squareMeters).toBe(85);
  });

  it('keeps the year within 1900 and the current year, saying which bound was crossed', async () => {
    const { say, press } = await atStep([
      ...TO_SURFACE,
      ['say', '70'],
      ['say', '3'],
      ['press', 'si'],
      ['press', 'GOOD'],
      ['press', 'dettagli'],
      ['press', '3'],
      ['press', '1'],
      ['press', 'nessuno'],
      ['press', 'no'],
    ]);
    let turn = await say('1850');
    expect(turn.body.nextQuestion).toContain("L'anno deve essere successivo al 1900.");
    turn = await say(String(new Date().getFullYear() + 1));
    expect(turn.body.nextQuestion).toContain(`L'anno non può essere successivo all'anno corrente (${new Date().getFullYear()}).`);
    expect(specialInputFor(turn.body.nextQuestion)).toBe('year');
    turn = await press('non_so');
    expect(turn.body.propertyData.constructionYear).toBeNull();
  });

  it('lets a question with "Non so" go as "non so" after two replies it cannot read', async () => {
    const { say } = await atStep([...TO_SURFACE, ['say', '70']]);
    let turn = await say('mah');
    expect(specialInputFor(turn.body.nextQuestion)).toBe('floor');
    turn = await say('dipende');
    expect(turn.body.propertyData.floor).toBeNull();
    expect(turn.body.nextQuestion).toContain('andiamo avanti');
  });

  it('gives every essential question a way forward after two replies it cannot read', async () => {
    const { say, press } = await atStep([
      ['say', 'Collegno'],
      ['press', 'salta_indirizzo'],
    ]);
    let turn = await say('boh');
    expect(turn.body.nextQuestion).toMatch(/tipo di immobile|opzione più vicina/);
    // The property type: the commonest one, said aloud.
    turn = await say('mah');
    expect(turn.body.propertyData.propertyType).toBe('CONDOMINIUM');
    expect(turn.body.nextQuestion).toContain('appartamento in condominio');
    // The surface: sizes to press.
    await say('grande');
    turn = await say('abbastanza');
    expect(turn.body.buttons?.map((button) => button.label)).toContain('Circa 90 m²');
    turn = await press('90');
    expect(turn.body.propertyData.squareMeters).toBe(90);
  });

  it('gives the comune question buttons after two replies it cannot read', async () => {
    const { say } = await atStep([['say', 'boh']]);
    const turn = await say('mah');
    expect(turn.body.buttons?.map((button) => button.label)).toEqual(expect.arrayContaining(['Torino', 'Moncalieri', 'Un altro comune']));
  });

  it('asks no floor or lift for a villa', async () => {
    const { last } = await atStep([
      ['say', 'Collegno'],
      ['press', 'salta_indirizzo'],
      ['press', 'VILLA'],
      ['say', '200'],
    ]);
    expect(last.body.nextQuestion).toContain('In che stato');
  });

  it('asks no lift for a ground floor', async () => {
    const { last } = await atStep([...TO_SURFACE, ['say', '70'], ['say', 'Piano terra / Piano rialzato']]);
    expect(last.body.propertyData.floor).toBe(0);
    expect(last.body.nextQuestion).toContain('In che stato');
  });
});

describe('bad input', () => {
  it('answers 404 JSON in Italian for an unknown conversation', async () => {
    const unknown = 'x'.repeat(21);
    for (const response of [
      await context.client().post<ApiErrorBody>('/api/chat/message', { valuationId: unknown, message: 'Torino' }),
      await context.client().get<ApiErrorBody>(`/api/chat/${unknown}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: 'Valutazione non inizializzata' });
    }
  });

  it('answers 400 with fields for a missing id, an empty message or a missing option', async () => {
    const client = context.client();
    let response = await client.post<ApiErrorBody>('/api/chat/message', { message: 'Torino' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({ valuationId: 'Valutazione non inizializzata' });
    const { valuationId } = await start();
    response = await client.post<ApiErrorBody>('/api/chat/message', { valuationId, message: '   ' });
    expect(response.body.fields).toMatchObject({ message: 'Scrivi un messaggio.' });
    response = await client.post<ApiErrorBody>('/api/chat/select', { valuationId });
    expect(response.body.fields).toMatchObject({ option: 'Seleziona una delle opzioni.' });
    response = await client.get<ApiErrorBody>('/api/chat/not-an-id');
    expect(response.status).toBe(400);
  });

  it('refuses malformed JSON, other content types and huge bodies with a 4xx in Italian', async () => {
    const client = context.client();
    let response = await client.post<ApiErrorBody>('/api/chat/message', undefined, {
      raw: '{"valuationId": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_json');
    response = await client.post<ApiErrorBody>('/api/chat/message', undefined, {
      raw: 'message=ciao',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    response = await client.post<ApiErrorBody>('/api/chat/message', { valuationId: 'x'.repeat(21), message: 'a'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('La richiesta è troppo grande.');
    response = await client.post<ApiErrorBody>('/api/chat/message', { valuationId: 'x'.repeat(21), message: 'a'.repeat(1001) });
    expect(response.status).toBe(400);
    expect(response.body.fields?.message).toBe('Il messaggio è troppo lungo.');
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limit_exceeded once a conversation sends too many messages in a minute', async () => {
    const { client, valuationId } = await start();
    const limit = context.config.limits.chatPerMinute ?? 0;
    // limit + 1 messages: the last one is over the limit.
    let response = await chat(client, valuationId).say('boh');
    for (let index = 1; index <= limit; index += 1) response = await chat(client, valuationId).say('boh');
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ code: 'rate_limit_exceeded' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another conversation from the same address is not affected.
    const other = await start(client);
    expect((await chat(client, other.valuationId).say('Torino')).status).toBe(200);
  });
});
