import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createValuationDomain, type ValuationDomain } from './valuation-domain.js';

let testDatabase: TestDatabase;
let db: Database;
let domain: ValuationDomain;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
  domain = createValuationDomain({ config: loadConfig({}), db, logger: createLogger('silent') });
});
afterAll(() => testDatabase.close());

describe('valuation domain on a real database', () => {
  it('covers Torino and its belt out of the box, and nothing else', async () => {
    expect(await domain.recognizeComune('Moncalieri')).toMatchObject({ kind: 'found', covered: true });
    expect(await domain.recognizeComune('Asti')).toMatchObject({ kind: 'found', covered: false });
    expect(await db.models.ComuneCoverage.count({ where: { covered: true } })).toBe(40);
  });

  it('follows the coverage table, so the agency can widen its area', async () => {
    await db.models.ComuneCoverage.create({ istatCode: '005005', name: 'Asti', province: 'AT', covered: true });
    const fresh = createValuationDomain({ config: loadConfig({}), db, logger: createLogger('silent') });
    expect(await fresh.recognizeComune('Asti')).toMatchObject({ kind: 'found', covered: true });
  });

  it('values a flat in a Turin quartiere and one in a belt comune', async () => {
    const turin = await domain.value({ comuneIstat: '001272', zoneCode: 'C4', squareMeters: 95, propertyType: 'CONDOMINIUM' });
    expect(turin.zone).toMatchObject({ code: 'C4', comune: 'Torino', source: 'embedded' });
    expect(turin.estimatedValue).toBeGreaterThan(250_000);
    expect(turin.estimatedValue).toBeLessThan(400_000);

    const belt = await domain.value({ comuneIstat: '001219', squareMeters: 95, propertyType: 'CONDOMINIUM' });
    expect(belt.zone).toMatchObject({ comune: 'Rivoli', code: 'COMUNE' });
    expect(belt.estimatedValue).toBeLessThan(turin.estimatedValue);
  });

  it('uses an imported OMI semester newer than the embedded tables, with its polygons', async () => {
    const square: number[][][][] = [
      [
        [
          [7.66, 45.05],
          [7.67, 45.05],
          [7.67, 45.06],
          [7.66, 45.06],
          [7.66, 45.05],
        ],
      ],
    ];
    await db.models.PriceZone.create({
      source: 'omi',
      semester: '2026-1',
      comuneIstat: '001272',
      comuneCadastral: 'L219',
      comuneName: 'TORINO',
      zoneCode: 'C4',
      zoneName: 'GALILEO FERRARIS',
      band: 'C',
      microzone: '14',
      priceMin: 2500,
      priceMid: 3000,
      priceMax: 3500,
      quotations: { prevalent: 'Abitazioni civili', rows: [{ typology: 'Abitazioni civili', state: 'NORMALE', min: 2500, max: 3500 }] },
      polygon: square,
      centroidLat: 45.055,
      centroidLng: 7.665,
    });
    domain.clearPriceCache();
    const torino = domain.comuneByIstat('001272')!;
    expect(await domain.zoneAt(torino, 45.055, 7.665)).toBe('C4');
    expect(await domain.zoneAt(torino, 45.1, 7.7)).toBeNull();

    const result = await domain.value({ comuneIstat: '001272', zoneCode: 'C4', squareMeters: 90 });
    expect(result.zone).toMatchObject({ source: 'omi', period: '2026-1', priceMid: 3600 });
  });

  it('refuses to value without a comune', async () => {
    await expect(domain.value({ squareMeters: 80 })).rejects.toThrow(/comune/);
  });
});
