import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDay, type AdminAccuracyResponse, type ApiErrorBody, type PublicAccuracyResponse } from '@valuta/shared';
import { createContact, createLead, signedInAdmin, signedInMember } from '../test/factories.js';
import { withStatus, type TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let titolare: TestClient;
const DAY = 24 * 60 * 60 * 1000;
const TORINO = '001272';
const MONCALIERI = '001156';

beforeAll(async () => {
  context = await createTestContext();
  titolare = await signedInAdmin(context);
});
afterAll(() => context.close());

let sequence = 0;

/**
 * A lead valued at `estimate` (range ±10%, as the factory makes it) in a comune and price zone, whose sale a
 * member records through the API.
 */
async function recordedSale(options: { estimate: number; salePrice: number; comune: string; zone: string; saleDaysAgo?: number }) {
  sequence += 1;
  const saleDaysAgo = options.saleDaysAgo ?? 5;
  const { contact, valuation } = await createLead(context.db.models, {
    name: `Venditore ${sequence}`,
    value: options.estimate,
    createdAt: new Date(Date.now() - (saleDaysAgo + 20) * DAY),
  });
  const result = valuation.result as { zone: Record<string, unknown> };
  await valuation.update({ comuneCode: options.comune, result: { ...result, zone: { ...result.zone, code: options.zone } } });
  withStatus(
    await titolare.put(`/api/admin/contacts/${contact.id}/outcome`, {
      outcome: 'sold',
      salePrice: options.salePrice,
      saleDate: formatIsoDay(new Date(Date.now() - saleDaysAgo * DAY)),
    }),
    200,
  );
}

const accuracy = async (query = '') => withStatus(await titolare.get<AdminAccuracyResponse>(`/api/admin/accuracy${query}`), 200).body;
const publicAccuracy = () => context.client().get<PublicAccuracyResponse>('/api/public/accuracy');

describe('the accuracy of the estimates', () => {
  beforeAll(async () => {
    // Turin, zone B8: errors 20% (below the range), 4.76% (inside), 20% (above the range).
    await recordedSale({ estimate: 300_000, salePrice: 250_000, comune: TORINO, zone: 'B8' });
    await recordedSale({ estimate: 200_000, salePrice: 210_000, comune: TORINO, zone: 'B8' });
    await recordedSale({ estimate: 400_000, salePrice: 500_000, comune: TORINO, zone: 'B8' });
    // Moncalieri, valued on the comune's average: errors 6.25% (inside) and 25% (below the range).
    await recordedSale({ estimate: 150_000, salePrice: 160_000, comune: MONCALIERI, zone: 'COMUNE' });
    await recordedSale({ estimate: 250_000, salePrice: 200_000, comune: MONCALIERI, zone: 'COMUNE' });
    // Sold 60 days ago, exact: outside a 30-day period.
    await recordedSale({ estimate: 100_000, salePrice: 100_000, comune: TORINO, zone: 'B8', saleDaysAgo: 60 });

    // Not sales, or no estimate to measure: never counted.
    const mandate = await createLead(context.db.models, { value: 300_000 });
    withStatus(await titolare.put(`/api/admin/contacts/${mandate.contact.id}/outcome`, { outcome: 'mandate', mandatePrice: 310_000 }), 200);
    const unvalued = await createContact(context.db.models);
    withStatus(
      await titolare.put(`/api/admin/contacts/${unvalued.id}/outcome`, {
        outcome: 'sold',
        salePrice: 200_000,
        saleDate: formatIsoDay(new Date(Date.now() - DAY)),
      }),
      200,
    );
  });

  it('computes the figures per zone and overall, as worked out by hand, for the sales of the period', async () => {
    const figures = await accuracy('?period=30days');
    expect(figures.period).toBe('30days');
    // Errors, sorted: 4.76%, 6.25%, 20%, 20%, 25%.
    expect(figures.overall).toEqual({ sales: 5, medianError: 0.2, within10: 0.4, within20: 0.8, insideRange: 0.4 });
    expect(figures.zones).toEqual([
      {
        comuneCode: TORINO,
        zoneCode: 'B8',
        label: 'Torino · zona B8',
        sales: 3,
        medianError: 0.2,
        within10: 0.3333,
        within20: 1,
        insideRange: 0.3333,
      },
      {
        comuneCode: MONCALIERI,
        zoneCode: 'COMUNE',
        label: 'Moncalieri · media del comune',
        sales: 2,
        // (6.25% + 25%) / 2 = 15.625%
        medianError: 0.1563,
        within10: 0.5,
        within20: 0.5,
        insideRange: 0.5,
      },
    ]);
  });

  it('counts every sale by default, and is read by every member', async () => {
    const all = await accuracy();
    expect(all.period).toBe('all');
    // Errors, sorted: 0%, 4.76%, 6.25%, 20%, 20%, 25%; the median is (6.25% + 20%) / 2 = 13.125%.
    expect(all.overall).toEqual({ sales: 6, medianError: 0.1313, within10: 0.5, within20: 0.8333, insideRange: 0.5 });
    const consulente = await signedInMember(context, { email: 'consulente@agenzia.it', role: 'consulente' });
    expect((await consulente.client.get<AdminAccuracyResponse>('/api/admin/accuracy')).body.overall.sales).toBe(6);
  });

  it('refuses an unknown period and answers 401 without a session', async () => {
    const response = await titolare.get<ApiErrorBody>('/api/admin/accuracy?period=ieri');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ period: 'Periodo non valido.' });
    expect((await context.client().get('/api/admin/accuracy')).status).toBe(401);
  });

  it('publishes no figure below 20 sales, only the count; from 20 on the figures and the zones with 5 sales', async () => {
    const before = await publicAccuracy();
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('public, max-age=300');
    expect(before.body).toMatchObject({ sales: 6, minSales: 20, minZoneSales: 5, published: false, overall: null, zones: [] });

    for (let index = 0; index < 14; index += 1) {
      await recordedSale({ estimate: 100_000, salePrice: 100_000, comune: TORINO, zone: 'B8' });
    }
    const after = await publicAccuracy();
    expect(after.body).toMatchObject({ sales: 20, published: true });
    // Fifteen exact sales and the five above: the two middle errors are 0.
    expect(after.body.overall).toEqual({ sales: 20, medianError: 0, within10: 0.85, within20: 0.95, insideRange: 0.85 });
    // Moncalieri has 2 sales: too few to show on its own.
    expect(after.body.zones.map((zone) => [zone.label, zone.sales])).toEqual([['Torino · zona B8', 18]]);
    expect(after.text).not.toMatch(/Venditore|@|contact/i);
  });
});
