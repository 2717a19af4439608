import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createOmiImport } from './omi/import-omi.js';
import { createValuationDomain } from './valuation-domain.js';
import { createZoneTables } from './zone-tables.js';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'omi/fixtures', name));

/** The API instance's connection. */
let instance: TestDatabase;
let db: Database;
/**
 * Another connection to the same database, standing for the OMI import's own process (or another instance):
 * nothing it does reaches the instance's memory except through the database.
 */
let importer: TestDatabase;
let other: Database;

beforeAll(async () => {
  instance = await createTestDatabase();
  importer = await createTestDatabase({ database: instance.temporaryDatabase });
  ({ db } = instance);
  other = importer.db;
});
afterAll(async () => {
  await importer.close();
  await instance.close();
});

const importSemester = async () =>
  createOmiImport({ db: other }).run({ values: await fixture('QI_TEST_20261_VALORI.csv'), zones: await fixture('QI_TEST_20261_ZONE.csv') });

describe('reference tables held in memory', () => {
  it('values with the prices of an OMI import made by another process, at the next estimate after the check', async () => {
    const domain = createValuationDomain({ config: loadConfig({}), db, logger: createLogger('silent'), referenceCheckMs: 0 });
    const home = { comuneIstat: '001272', zoneCode: 'C4', squareMeters: 90 };
    expect((await domain.value(home)).zone).toMatchObject({ source: 'embedded' });

    await importSemester();

    expect((await domain.value(home)).zone).toMatchObject({ source: 'omi', period: '2026-1', code: 'C4' });
  });

  it('keeps the tables in memory between checks, and sees a new import once the interval has passed', async () => {
    let clock = 0;
    const tables = createZoneTables(db.models, { checkEveryMs: 10_000, now: () => clock });
    const before = await tables.zonesOf('L219');
    expect(before.map((zone) => zone.code).sort()).toEqual(['B1', 'C4']);

    await other.models.PriceZone.destroy({ where: { source: 'omi', comuneCadastral: 'L219', zoneCode: 'B1' } });
    clock = 9_000;
    expect((await tables.zonesOf('L219')).map((zone) => zone.code).sort()).toEqual(['B1', 'C4']);
    clock = 10_000;
    expect((await tables.zonesOf('L219')).map((zone) => zone.code)).toEqual(['C4']);

    await importSemester();
    clock = 20_000;
    expect((await tables.zonesOf('L219')).map((zone) => zone.code).sort()).toEqual(['B1', 'C4']);
  });

  it('sees a comune added to the coverage by another instance', async () => {
    const domain = createValuationDomain({ config: loadConfig({}), db, logger: createLogger('silent'), referenceCheckMs: 0 });
    expect(await domain.recognizeComune('Asti')).toMatchObject({ kind: 'found', covered: false });
    await other.models.ComuneCoverage.create({ istatCode: '005005', name: 'Asti', province: 'AT', covered: true });
    expect(await domain.recognizeComune('Asti')).toMatchObject({ kind: 'found', covered: true });
  });
});
