import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createPriceBook } from '../prices.js';
import { createOmiImport } from './import-omi.js';
import { OmiFormatError, readOmiCsv } from './read-csv.js';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'fixtures', name));

/** A province KMZ as the OMI ships it: a main KML linking one KML per comune, placemarks with CODCOM and CODZONA. */
async function provinceKmz(): Promise<Buffer> {
  const placemark = (zone: string, ring: string) => `<Placemark><name>TORINO - Zona OMI ${zone}</name>
    <ExtendedData><Data name="LINKZONA"><value></value></Data><Data name="CODCOM"><value>L219</value></Data>
    <Data name="CODZONA"><value>${zone}</value></Data></ExtendedData>
    <MultiGeometry><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></MultiGeometry></Placemark>`;
  const kml = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
  const zip = new JSZip();
  zip.file('Provincia di TORINO 2026-1.kml', kml('<NetworkLink><Link><href>Comuni/Comune di TORINO 2026-1.kml</href></Link></NetworkLink>'));
  zip.file(
    'Comuni/Comune di TORINO 2026-1.kml',
    kml(
      placemark('B1', '7.675,45.062,0 7.690,45.062,0 7.690,45.072,0 7.675,45.072,0 7.675,45.062,0') +
        placemark('C4', '7.660,45.052,0 7.675,45.052,0 7.675,45.062,0 7.660,45.062,0 7.660,45.052,0'),
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

let testDatabase: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

describe('reading OMI files', () => {
  it('reads the semester, Latin-1 text, quoted names and decimal commas', async () => {
    const zones = readOmiCsv(await fixture('QI_TEST_20261_ZONE.csv'));
    expect(zones.semester).toBe('2026-1');
    expect(zones.rows[1]).toMatchObject({ Zona: 'C4', Zona_Descr: "'GALILEO FERRARIS - CITTÀ VECCHIA'", Microzona: '14' });
    const values = readOmiCsv(await fixture('QI_TEST_20261_VALORI.csv'));
    expect(values.rows[0]).toMatchObject({ Loc_min: '9,5', Compr_max: '4200' });
    expect(Object.keys(values.rows[0]!)).not.toContain('');
  });

  it('refuses a file without a semester in its caption', () => {
    expect(() => readOmiCsv(Buffer.from('Area;Zona;\nX;B1;\n'))).toThrow(OmiFormatError);
  });
});

describe('importing an OMI semester', () => {
  it('stores every zone with its residential quotations, reference prices and polygons', async () => {
    const summary = await createOmiImport({ db }).run({
      values: await fixture('QI_TEST_20261_VALORI.csv'),
      zones: await fixture('QI_TEST_20261_ZONE.csv'),
      kmz: await provinceKmz(),
    });
    expect(summary).toEqual({ semester: '2026-1', comuni: 2, zones: 4, zonesWithPolygon: 2, zonesWithPrices: 3 });

    const c4 = await db.models.PriceZone.findOne({ where: { source: 'omi', comuneCadastral: 'L219', zoneCode: 'C4' } });
    expect(c4).toMatchObject({
      comuneIstat: '001272',
      zoneName: 'GALILEO FERRARIS - CITTÀ VECCHIA',
      band: 'C',
      // The prevalent typology here is "economico".
      priceMin: 1900,
      priceMid: 2200,
      priceMax: 2500,
    });
    expect((c4!.quotations as { rows: unknown[] }).rows).toHaveLength(3);
    expect(c4!.centroidLat).toBeCloseTo(45.057, 3);

    const rural = await db.models.PriceZone.findOne({ where: { comuneCadastral: 'F335', zoneCode: 'R1' } });
    expect(rural).toMatchObject({ priceMid: null });
  });

  it('replaces an earlier import of the same semester instead of duplicating it', async () => {
    await createOmiImport({ db }).run({ values: await fixture('QI_TEST_20261_VALORI.csv'), zones: await fixture('QI_TEST_20261_ZONE.csv') });
    expect(await db.models.PriceZone.count({ where: { source: 'omi', semester: '2026-1' } })).toBe(4);
  });

  it('feeds the price book: newer prices at asking level, villas priced as villas, polygons placing points', async () => {
    await createOmiImport({ db }).run({
      values: await fixture('QI_TEST_20261_VALORI.csv'),
      zones: await fixture('QI_TEST_20261_ZONE.csv'),
      kmz: await provinceKmz(),
    });
    const book = createPriceBook(db.models);
    const torino = { istat: '001272', name: 'Torino', province: 'TO', cadastral: 'L219' };
    expect(await book.zoneAt(torino, 45.067, 7.682)).toBe('B1');
    expect(await book.zoneAt(torino, 45.057, 7.667)).toBe('C4');
    expect(await book.priceFor(torino, 'B1', 'CONDOMINIUM')).toMatchObject({ source: 'omi', period: '2026-1', priceMid: 4320 });
    expect(await book.priceFor(torino, 'C4', 'VILLA')).toMatchObject({ priceMin: 3120, priceMax: 4200 });
  });

  it('refuses files of two different semesters', async () => {
    const zones = Buffer.from((await fixture('QI_TEST_20261_ZONE.csv')).toString('latin1').replace('2026/1', '2025/2'), 'latin1');
    await expect(createOmiImport({ db }).run({ values: await fixture('QI_TEST_20261_VALORI.csv'), zones })).rejects.toThrow(/different semesters/);
  });
});
