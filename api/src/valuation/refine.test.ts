import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ContactDetailsResponse, ContactSaveResponse, RefineValuationResponse, ValuationPageResponse } from '@valuta/shared';
import { missingDetails } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { signedInAdmin } from '../test/factories.js';
import { TURIN_FLAT_FAST } from '../test/owner-replies.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' } });
});
afterAll(() => context.close());

async function fastEstimate() {
  const client = context.client();
  const valuationId = await chatToContactForm(client, TURIN_FLAT_FAST);
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
  return { client, valuationId, saved: saved.body };
}

describe('refining the estimate after it was shown', () => {
  it('asks only what the fast path skipped', async () => {
    const { saved } = await fastEstimate();
    expect(missingDetails(saved.valuation!.propertyData)).toEqual(['rooms', 'bathrooms', 'outdoor', 'hasGarage', 'constructionYear', 'energyClass']);
  });

  it('recomputes, stores a new version on the same lead with what changed, and the back office shows the history', async () => {
    const { client, valuationId, saved } = await fastEstimate();
    const first = saved.valuation!;
    const refined = await client.post<RefineValuationResponse>('/api/valuation/refine', {
      valuationId,
      details: { rooms: 3, bathrooms: 2, hasTerrace: true, hasGarage: true, constructionYear: 2012, energyClass: 'B' },
    });
    expect(refined.status).toBe(200);
    expect(refined.body.version).toBe(2);
    expect(refined.body.changes.map((change) => change.label)).toEqual([
      'Locali',
      'Bagni',
      'Balcone',
      'Terrazzo',
      'Giardino',
      'Box auto',
      'Anno di costruzione',
      'Classe energetica',
    ]);
    // A terrace, a garage, a recent building and class B: dearer, and a narrower range now that all is known.
    expect(refined.body.valuation.estimatedValue).toBeGreaterThan(first.estimatedValue);
    expect(refined.body.valuation.maxValue - refined.body.valuation.minValue).toBeLessThan(first.maxValue - first.minValue);
    expect(missingDetails(refined.body.valuation.propertyData)).toEqual([]);

    const page = await context.client().get<ValuationPageResponse>(`/api/valuation/${valuationId}`);
    expect(page.body).toMatchObject({ estimatedValue: refined.body.valuation.estimatedValue, minValue: refined.body.valuation.minValue });

    // The same lead: still one contact for the valuation.
    const contacts = await context.db.models.Contact.findAll({ where: { valuationId } });
    expect(contacts).toHaveLength(1);
    const admin = await signedInAdmin(context);
    const card = await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${contacts[0]!.id}/details`);
    expect(card.status).toBe(200);
    expect(card.body.valuation).toMatchObject({ valuationValue: refined.body.valuation.estimatedValue, rooms: 3, bathrooms: 2 });
    expect(card.body.valuation?.versions?.map((version) => [version.version, version.estimatedValue])).toEqual([
      [2, refined.body.valuation.estimatedValue],
      [1, first.estimatedValue],
    ]);
    expect(card.body.valuation?.versions?.[0]?.changes[0]).toEqual({ field: 'rooms', label: 'Locali', from: null, to: '3' });

    // A second refinement adds a third version; answering the same again adds none.
    const again = await client.post<RefineValuationResponse>('/api/valuation/refine', { valuationId, details: { energyClass: 'D' } });
    expect(again.body.version).toBe(3);
    const same = await client.post<RefineValuationResponse>('/api/valuation/refine', { valuationId, details: { energyClass: 'D' } });
    expect(same.body).toMatchObject({ version: 0, changes: [] });
    expect(await context.db.models.ValuationVersion.count({ where: { valuationId } })).toBe(3);
  });

  it('is refused before the estimate and for answers out of range, in Italian', async () => {
    const client = context.client();
    const unfinished = await chatToContactForm(client, TURIN_FLAT_FAST);
    const early = await client.post<ApiErrorBody>('/api/valuation/refine', { valuationId: unfinished, details: { rooms: 3 } });
    expect(early.status).toBe(409);
    const empty = await client.post<ApiErrorBody>('/api/valuation/refine', { valuationId: unfinished, details: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Rispondi ad almeno una domanda.');
    const future = await client.post<ApiErrorBody>('/api/valuation/refine', { valuationId: unfinished, details: { constructionYear: 3000 } });
    expect(future.status).toBe(400);
  });
});
