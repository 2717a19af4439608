import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyData, ZoneCorrectionHistoryResponse } from '@valuta/shared';
import { createLogger } from '../infra/logger.js';
import { createContact, signedInAdmin } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { createOmiImport } from '../valuation/omi/import-omi.js';
import { createValuationDomain } from '../valuation/valuation-domain.js';
import { createActiveCorrections } from './active-corrections.js';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../valuation/omi/fixtures', name));

const FLAT_IN_B1: PropertyData = { comuneIstat: '001272', city: 'Torino', zoneCode: 'B1', propertyType: 'CONDOMINIUM', squareMeters: 80 };

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The valuation as a new instance sees it: the price book and the corrections read from the database. */
function freshDomain(withCorrections = true) {
  const active = createActiveCorrections(context.db.models);
  return createValuationDomain({
    config: context.config,
    db: context.db,
    logger: createLogger('silent'),
    ...(withCorrections ? { zoneCorrections: active.lookup } : {}),
  });
}

describe('zone corrections and a new OMI semester', () => {
  it('keeps the learned correction on top of the newly imported official prices', async () => {
    for (let sale = 0; sale < 5; sale += 1) {
      const contact = await createContact(context.db.models);
      await context.db.models.LeadOutcome.create({
        contactId: contact.id,
        valuationId: null,
        outcome: 'sold',
        mandatePrice: null,
        salePrice: 180_000,
        saleDate: '2026-09-15',
        estimatedValue: 200_000,
        minValue: 180_000,
        maxValue: 220_000,
        valuationVersion: 1,
        comuneCode: '001272',
        zoneCode: 'B1',
        recordedByAdminId: null,
      });
    }
    const titolare = await signedInAdmin(context);
    const applied = await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections', {});
    // Five sales at 0.90: 1 − 0.10 · 5/10.
    expect(applied.body.sets[0]!.zones).toMatchObject([{ zoneCode: 'B1', factor: 0.95, salesCount: 5 }]);

    const before = await freshDomain().value(FLAT_IN_B1);
    expect(before.zone).toMatchObject({ source: 'embedded', code: 'B1' });
    expect(before.zoneCorrection).toEqual({ version: 1, factor: 0.95, salesCount: 5 });

    await createOmiImport({ db: context.db }).run({
      values: await fixture('QI_TEST_20261_VALORI.csv'),
      zones: await fixture('QI_TEST_20261_ZONE.csv'),
    });

    const after = await freshDomain().value(FLAT_IN_B1);
    const official = await freshDomain(false).value(FLAT_IN_B1);
    // The official price is the import's, untouched; the correction multiplies it.
    expect(official.zone).toMatchObject({ source: 'omi', period: '2026-1', priceMid: 4320 });
    expect(after.zone).toEqual(official.zone);
    expect(after.zoneCorrection).toEqual({ version: 1, factor: 0.95, salesCount: 5 });
    expect(official.zoneCorrection).toBeNull();
    expect(Math.abs(after.estimatedValue - official.estimatedValue * 0.95)).toBeLessThanOrEqual(1000);
    const stored = await context.db.models.PriceZone.findOne({ where: { source: 'omi', zoneCode: 'B1', comuneIstat: '001272' } });
    expect(stored!.priceMid).toBe(3600);
  });
});
