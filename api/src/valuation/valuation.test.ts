import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ContactSaveResponse, ValuationPageResponse, ValuationSummary } from '@valuta/shared';
import { CONTACT_DATA, TURIN_FLAT, chatToContactForm } from '../test/chat-walk.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '100' } });
});
afterAll(() => context.close());

describe('the estimate on the result page', () => {
  it('is not shown before the owner leaves the contacts', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const page = await client.get<ApiErrorBody>(`/api/valuation/${valuationId}`);
    expect(page.status).toBe(404);
    expect(page.body.error).toBe('Valutazione non ancora disponibile');
    const calculate = await client.post<ApiErrorBody>('/api/valuation/calculate', { valuationId });
    expect(calculate.status).toBe(409);
    expect(calculate.body.error).toBe('Inserisci prima i tuoi contatti per ricevere la valutazione.');
  });

  it('gives the range, the price per m², the name and how the conversation goes on', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    const estimate = saved.body.valuation;
    expect(estimate, 'the home is valued as the lead is stored').not.toBeNull();
    const page = await context.client().get<ValuationPageResponse>(`/api/valuation/${valuationId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      valuationId,
      estimatedValue: estimate!.estimatedValue,
      minValue: estimate!.minValue,
      maxValue: estimate!.maxValue,
      userData: { name: 'Maria Rossi' },
      assistantMode: 'script',
      propertyData: { city: 'Torino', squareMeters: 90 },
    });
    const calculate = await client.post<ValuationSummary>('/api/valuation/calculate', { valuationId });
    expect(calculate.status).toBe(200);
    expect(calculate.body.estimatedValue).toBe(page.body.estimatedValue);
  });

  it('values a flat in a belt comune below the same flat in a central Turin quartiere', async () => {
    const client = context.client();
    const turin = await chatToContactForm(client);
    const belt = await chatToContactForm(client, [['say', 'Nichelino'], ['say', 'Via Torino 10'], ['press', 'si'], ...TURIN_FLAT.slice(4)]);
    const a = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId: turin, contactData: CONTACT_DATA });
    const b = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId: belt, contactData: CONTACT_DATA });
    expect(a.body.valuation, 'the Turin flat is valued').not.toBeNull();
    expect(b.body.valuation, 'the belt flat is valued').not.toBeNull();
    expect(b.body.valuation!.estimatedValue).toBeLessThan(a.body.valuation!.estimatedValue);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await context.client().get('/api/valuation/abc')).status).toBe(400);
    const unknown = await context.client().get<ApiErrorBody>(`/api/valuation/${'z'.repeat(21)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const missing = await context.client().post<ApiErrorBody>('/api/valuation/calculate', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.valuationId).toBe('Valutazione non inizializzata');
  });
});
