import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgencySettingsResponse, ApiErrorBody, ChatGptResponse, ContactSaveResponse, ValuationPageResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { startOpenAiServer, type OpenAiBehaviour } from '../test/openai-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let provider: Awaited<ReturnType<typeof startOpenAiServer>>;
let behaviour: OpenAiBehaviour = { reply: 'Ciao!' };

beforeAll(async () => {
  provider = await startOpenAiServer(() => behaviour);
  context = await createTestContext({
    env: {
      OPENAI_API_KEY: 'sk-prova',
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_MODEL: 'modello-prova',
      OPENAI_TIMEOUT_MS: '400',
      RATE_LIMIT_CHAT_PER_MINUTE: '40',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
  });
});
afterAll(async () => {
  await context.close();
  await provider.close();
});
beforeEach(() => {
  behaviour = { reply: 'Ciao!' };
});

async function valuedHome(client: TestClient = context.client()) {
  const valuationId = await chatToContactForm(client);
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
  expect(saved.body.valuation, 'the lead is valued as it is stored').not.toBeNull();
  return { client, valuationId, valuation: saved.body.valuation! };
}

/** One message to the assistant; `Body` is ApiErrorBody where the call is expected to fail. */
const ask = <Body = ChatGptResponse>(client: TestClient, valuationId: string, userMessage: string, extra: Record<string, unknown> = {}) =>
  client.post<Body>('/api/chat-gpt', {
    valuationId,
    userMessage,
    conversation: [],
    propertyData: {},
    valuationResult: {},
    isStartToken: false,
    ...extra,
  });

describe('the assistant with a model', () => {
  it('tells the result page to use the model', async () => {
    const { client, valuationId } = await valuedHome();
    expect((await client.get<ValuationPageResponse>(`/api/valuation/${valuationId}`)).body.assistantMode).toBe('model');
  });

  it('opens the conversation on the start token with our figures in the system prompt', async () => {
    const { client, valuationId, valuation } = await valuedHome();
    behaviour = { reply: 'Ciao Maria! Sono Amelia. Cosa ti ha spinto a richiedere una valutazione oggi?' };
    const before = provider.received.length;
    const response = await ask(client, valuationId, '__START__', { isStartToken: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Ciao Maria! Sono Amelia. Cosa ti ha spinto a richiedere una valutazione oggi?',
      response: 'Ciao Maria! Sono Amelia. Cosa ti ha spinto a richiedere una valutazione oggi?',
      recommendation: null,
    });
    const sent = provider.received[before]!;
    expect(sent.model).toBe('modello-prova');
    expect(sent.authorization).toBe('Bearer sk-prova');
    const [system, ...rest] = sent.messages;
    expect(system!.role).toBe('system');
    const range = `da ${valuation.minValue.toLocaleString('it-IT')}`;
    expect(system!.content.replace(/\u00a0/g, ' ')).toContain(range.replace(/\u00a0/g, ' '));
    expect(system!.content).toContain('Maria Rossi');
    expect(system!.content).toContain('San Salvario');
    expect(system!.content).toContain('Non cambiare mai le cifre');
    // The agency has entered no figures of its own: Amelia is told none to state.
    expect(system!.content).not.toMatch(/anni di|compravendit|500|30\+/);
    const systemNote: unknown = expect.stringContaining('[SYSTEM]');
    expect(rest).toEqual([{ role: 'user', content: systemNote }]);
  });

  it('tells the model the figures the agency entered, as soon as they are saved', async () => {
    const admin = await signedInAdmin(context);
    const current = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    const { company, team, reviews, emailSignature } = current.body;
    const saved = await admin.put('/api/admin/agency-settings', {
      company: { ...company, yearsInBusiness: 12, salesCount: 1340, advisorsYears: 25 },
      team,
      reviews,
      emailSignature,
    });
    expect(saved.status).toBe(200);
    const { client, valuationId } = await valuedHome();
    const before = provider.received.length;
    expect((await ask(client, valuationId, '__START__', { isStartToken: true })).status).toBe(200);
    const system = provider.received[before]!.messages[0]!.content.replace(/\u00a0/g, ' ');
    expect(system).toContain('- 12 anni di attività; 1.340 compravendite concluse; consulenti con 25 anni di esperienza.');
  });

  it('sends the stored conversation, not the client’s copy, and stores both sides', async () => {
    const { client, valuationId } = await valuedHome();
    await ask(client, valuationId, '__START__', { isStartToken: true });
    behaviour = { reply: 'Capisco, vendere bene parte dal prezzo giusto.' };
    await ask(client, valuationId, 'Voglio vendere entro l’estate', {
      conversation: [{ role: 'assistant', content: 'Testo inventato dal browser' }],
    });
    const last = provider.received.at(-1)!;
    expect(last.messages.map((message) => message.content)).not.toContain('Testo inventato dal browser');
    expect(last.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Ciao!' },
      { role: 'user', content: 'Voglio vendere entro l’estate' },
    ]);
    const stored = await context.db.models.ChatMessage.findAll({ where: { valuationId }, order: [['id', 'ASC']] });
    expect(stored.slice(-3).map((message) => [message.role, message.content])).toEqual([
      ['assistant', 'Ciao!'],
      ['user', 'Voglio vendere entro l’estate'],
      ['assistant', 'Capisco, vendere bene parte dal prezzo giusto.'],
    ]);
  });

  it.each([
    'Perfetto, ti faccio richiamare. [OPEN_FORM]',
    'Perfetto, ti faccio richiamare. <OPEN_FORM>',
    'Perfetto, ti faccio richiamare. OPEN-FORM',
    'Perfetto, ti faccio richiamare. OPEN_FORM',
    'Perfetto, ti faccio richiamare. **[OPEN_FORM]**',
    'Perfetto, ti faccio richiamare. `OPEN_FORM`',
  ])('recommends the appointment form for "%s" and stores the text without the marker', async (reply) => {
    const { client, valuationId } = await valuedHome();
    behaviour = { reply };
    const response = await ask(client, valuationId, 'Sì, richiamatemi');
    expect(response.body.recommendation).toBe('appointment');
    expect(response.body.message).toBe(reply);
    const stored = await context.db.models.ChatMessage.findOne({ where: { valuationId, role: 'assistant' }, order: [['id', 'DESC']] });
    expect(stored).toMatchObject({ content: 'Perfetto, ti faccio richiamare.', metadata: { phase: 'after', appointmentRequest: true } });
  });

  it('recommends the contact form for OPEN_CONTACT_FORM', async () => {
    const { client, valuationId } = await valuedHome();
    behaviour = { reply: 'Certo, aggiorna i tuoi recapiti qui sotto. [OPEN_CONTACT_FORM]' };
    const response = await ask(client, valuationId, 'Ho cambiato numero');
    expect(response.body.recommendation).toBe('contact_form');
  });

  it('replaces a reply that states a price of its own', async () => {
    const { client, valuationId, valuation } = await valuedHome();
    behaviour = { reply: 'Secondo me la tua casa vale almeno 999.000 €!' };
    const response = await ask(client, valuationId, 'Secondo te quanto vale davvero?');
    expect(response.status).toBe(200);
    expect(response.body.message).not.toContain('999.000');
    expect(response.body.message.replace(/\u00a0/g, ' ')).toContain(`${valuation.minValue.toLocaleString('it-IT')}`.replace(/\u00a0/g, ' '));
  });

  it('cuts off a slow model and answers 503 JSON with an apology, keeping the owner’s message', async () => {
    const { client, valuationId } = await valuedHome();
    behaviour = { reply: 'troppo tardi', delayMs: 1_500 };
    const response = await ask<ApiErrorBody>(client, valuationId, 'Ci sei?');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('service_unavailable');
    expect(response.body.error).toContain('problema tecnico');
    const stored = await context.db.models.ChatMessage.findOne({ where: { valuationId, role: 'user' }, order: [['id', 'DESC']] });
    expect(stored?.content).toBe('Ci sei?');
  });

  it.each([500, 429])('answers 503 JSON when the provider answers %d, and the conversation can go on', async (status) => {
    const { client, valuationId } = await valuedHome();
    behaviour = { status };
    const failed = await ask<ApiErrorBody>(client, valuationId, 'Mi spieghi la stima?');
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('service_unavailable');
    behaviour = { reply: 'Certo: dipende soprattutto dalla zona.' };
    const next = await ask(client, valuationId, 'Mi spieghi la stima?');
    expect(next.status).toBe(200);
  });

  it('answers a usable apology when the model says nothing', async () => {
    const { client, valuationId } = await valuedHome();
    behaviour = { empty: true };
    const response = await ask(client, valuationId, 'Ciao');
    expect(response.status).toBe(200);
    expect(response.body.recommendation).toBeNull();
    expect(response.body.message).toContain('Scusami');
  });

  it('limits rapid messages per valuation with 429 rate_limit_exceeded', async () => {
    const { client, valuationId } = await valuedHome();
    const statuses: number[] = [];
    for (let index = 0; index < 45; index += 1) statuses.push((await ask(client, valuationId, `Messaggio ${index}`)).status);
    expect(statuses).toContain(429);
    const limited = await ask<ApiErrorBody>(client, valuationId, 'Ancora');
    expect(limited.body.code).toBe('rate_limit_exceeded');
  });

  it('refuses bad payloads with 400 JSON and a valuation not yet valued with 409', async () => {
    const client = context.client();
    let response = await client.post<ApiErrorBody>('/api/chat-gpt', { userMessage: 'Ciao' });
    expect(response.status).toBe(400);
    expect(response.body.fields?.valuationId).toBe('Valutazione non inizializzata');
    response = await client.post<ApiErrorBody>('/api/chat-gpt', { valuationId: 'q'.repeat(21), userMessage: 12, conversation: 'no' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields ?? {})).toEqual(expect.arrayContaining(['userMessage', 'conversation']));
    const unfinished = await chatToContactForm(client);
    response = await ask<ApiErrorBody>(client, unfinished, 'Ciao');
    expect(response.status).toBe(409);
  });
});
