import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ValuationPageResponse } from '@valuta/shared';
import { chatToContactForm, chatToEstimate, talk } from '../test/chat-walk.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    env: {
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
      AGENCY_LANDLINE: '+39 011 555 1234',
      AGENCY_MOBILE: '+39 347 555 1234',
      AGENCY_WHATSAPP: '393475551234',
    },
  });
});
afterAll(() => context.close());

async function valuedHome(email?: string) {
  const client = context.client();
  return { client, ...(await chatToEstimate(client, email)) };
}

describe('without a model (the embedded default)', () => {
  it('answers 503 on /api/chat-gpt and tells the result page to use the script', async () => {
    const { client, valuationId } = await valuedHome();
    const response = await client.post<ApiErrorBody>('/api/chat-gpt', { valuationId, userMessage: '__START__', isStartToken: true });
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('service_unavailable');
    expect((await client.get<ValuationPageResponse>(`/api/valuation/${valuationId}`)).body.assistantMode).toBe('script');
  });
});

describe('the scripted conversation after the estimate', () => {
  it('asks what prompted the valuation, proposes the consultation, asks the time and opens the form', async () => {
    const { client, valuationId } = await valuedHome();
    const say = talk(client, valuationId);
    let turn = await say('__START__');
    expect(turn.status).toBe(200);
    expect(turn.body).toMatchObject({
      appointmentRequest: false,
      nextQuestion: 'Posso chiederti cosa ti ha spinto a richiedere una valutazione oggi?',
    });
    turn = await say('vorrei vendere per comprare una casa più grande');
    expect(turn.body.nextQuestion).toContain('consulenza gratuita');
    expect(turn.body.buttons).toEqual([
      { label: 'Sì, volentieri', value: 'si' },
      { label: 'No, grazie', value: 'no' },
    ]);
    turn = await say('sì, volentieri');
    expect(turn.body.nextQuestion).toContain('mattina (9:00-13:00) o il pomeriggio (14:00-18:00)');
    turn = await say('meglio di pomeriggio');
    expect(turn.body).toMatchObject({ appointmentRequest: true, preferredTime: 'pomeriggio' });

    const contact = await context.db.models.Contact.findOne({ where: { valuationId } });
    expect(contact?.leadType).toBe('hot');
    const stored = await context.db.models.ChatMessage.findAll({ where: { valuationId }, order: [['id', 'ASC']] });
    expect(
      stored
        .filter((message) => message.role === 'user')
        .slice(-3)
        .map((message) => message.content),
    ).toEqual(['vorrei vendere per comprare una casa più grande', 'sì, volentieri', 'meglio di pomeriggio']);
    expect(stored.some((message) => message.content === '__START__')).toBe(false);
  });

  it('closes politely after a "no", offering WhatsApp and a call', async () => {
    const { client, valuationId } = await valuedHome();
    const say = talk(client, valuationId);
    await say('__START__');
    await say('Solo curiosità');
    const turn = await say('no grazie, magari più avanti');
    expect(turn.body).toMatchObject({ appointmentRequest: false, finished: true });
    expect(turn.body.nextQuestion).toContain('puoi scriverci su WhatsApp al +39 347 555 1234 o chiamarci al +39 011 555 1234');
    const contact = await context.db.models.Contact.findOne({ where: { valuationId } });
    expect(contact?.leadType).toBe('curious');
  });

  it('goes straight to the form when the owner names a time at once', async () => {
    const { client, valuationId } = await valuedHome();
    const say = talk(client, valuationId);
    await say('__START__');
    const turn = await say('chiamatemi domani mattina');
    expect(turn.body).toMatchObject({ appointmentRequest: true, preferredTime: 'mattina' });
  });

  it.each(['Voglio vendere casa presto', 'entro 12 mesi', 'ereditata 15 anni fa'])(
    'reads no time slot in "%s" before the slot question',
    async (reason) => {
      const { client, valuationId } = await valuedHome();
      const say = talk(client, valuationId);
      await say('__START__');
      let turn = await say(reason);
      expect(turn.body).toMatchObject({ appointmentRequest: false });
      expect(turn.body.preferredTime).toBeUndefined();
      expect(turn.body.nextQuestion).toContain('consulenza gratuita');
      turn = await say(reason);
      expect(turn.body).toMatchObject({ appointmentRequest: false });
      expect(turn.body.nextQuestion).not.toContain('modulo');
    },
  );

  it('reads "presto" and a bare hour as a slot in answer to the slot question', async () => {
    const { client, valuationId } = await valuedHome();
    const say = talk(client, valuationId);
    await say('__START__');
    await say('Voglio vendere casa');
    await say('sì');
    const turn = await say('presto, verso le 10');
    expect(turn.body).toMatchObject({ appointmentRequest: true, preferredTime: 'mattina' });
  });

  it('is refused before the estimate, and for bad payloads', async () => {
    const client = context.client();
    const unfinished = await chatToContactForm(client);
    expect((await talk(client, unfinished)('__START__')).status).toBe(409);
    const bad = await client.post<ApiErrorBody>('/api/chat/post-valuation', { valuationId: unfinished });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.message).toBe('Scrivi un messaggio.');
  });
});
