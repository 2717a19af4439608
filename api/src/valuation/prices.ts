import type { PropertyCategory } from '@valuta/shared';
import type { Models } from '../models/index.js';
import { EMBEDDED_PRICE_PERIOD } from './data/turin-zones.js';
import { embeddedZonePrice } from './embedded-prices.js';
import type { ZonePrice } from './model/types.js';
import type { ComuneRef } from './places/comuni-index.js';
import { pointInMultiPolygon } from './places/geometry.js';
import { createZoneTables, type OmiQuotation } from './zone-tables.js';

/**
 * OMI ranges are expert ranges close to transaction prices; asking prices, which our estimates are read
 * against, sit above them (CRIF 2019: 56% of 115k appraisals above the OMI range; the belt's asking averages
 * stood ≈1.2 × OMI mids, see data/belt-zones.ts). Imported OMI prices are scaled by this factor.
 */
const OMI_TO_ASKING_FACTOR = 1.2;

export type { OmiQuotation, OmiZoneQuotations } from './zone-tables.js';

const round10 = (value: number) => Math.round(value / 10) * 10;

/** The quotation that fits the home: villas and houses use "Ville e villini" when the zone quotes it. */
function referenceQuotation(quotations: OmiQuotation[], prevalent: string | null, category: PropertyCategory): OmiQuotation | null {
  const normal = quotations.filter((quotation) => /normale/i.test(quotation.state));
  const pool = normal.length > 0 ? normal : quotations;
  const byType = (pattern: RegExp) => pool.find((quotation) => pattern.test(quotation.typology));
  if (category === 'VILLA' || category === 'HOUSE') {
    const villa = byType(/ville/i);
    if (villa) return villa;
  }
  return (prevalent ? pool.find((quotation) => quotation.typology === prevalent) : undefined) ?? byType(/civili/i) ?? byType(/abitazioni/i) ?? null;
}

/**
 * Where the price of a home comes from: the latest imported OMI semester when it is newer than our embedded
 * tables, otherwise the embedded tables. Imported polygons also place an address in its zone.
 */
export function createPriceBook(models: Pick<Models, 'PriceZone'>, options: { checkEveryMs?: number } = {}) {
  const tables = createZoneTables(models, options);
  const importedZones = (cadastral: string) => tables.zonesOf(cadastral);

  return {
    /** The zone code of a point, when zone polygons are loaded for the comune. */
    async zoneAt(comune: ComuneRef, lat: number, lng: number): Promise<string | null> {
      const zones = await importedZones(comune.cadastral);
      return zones.find((zone) => zone.polygon && pointInMultiPolygon(lng, lat, zone.polygon))?.code ?? null;
    },

    async priceFor(comune: ComuneRef, zoneCode: string | null | undefined, category: PropertyCategory): Promise<ZonePrice> {
      const zones = zoneCode ? await importedZones(comune.cadastral) : [];
      const imported = zones.find((zone) => zone.code === zoneCode?.toUpperCase());
      const quotation = imported ? referenceQuotation(imported.quotations, imported.prevalent, category) : null;
      if (imported && quotation && imported.semester > EMBEDDED_PRICE_PERIOD) {
        return {
          code: imported.code,
          name: imported.name,
          comune: comune.name,
          priceMin: round10(quotation.min * OMI_TO_ASKING_FACTOR),
          priceMid: round10(((quotation.min + quotation.max) / 2) * OMI_TO_ASKING_FACTOR),
          priceMax: round10(quotation.max * OMI_TO_ASKING_FACTOR),
          source: 'omi',
          period: imported.semester,
          precision: 'zone',
        };
      }
      return embeddedZonePrice(comune, zoneCode);
    },

    /** The names of the imported OMI zones of a comune, by code; empty when none was imported. */
    async zoneNames(comune: ComuneRef): Promise<Map<string, string>> {
      return new Map((await importedZones(comune.cadastral)).map((zone) => [zone.code, zone.name]));
    },

    /** Forget cached zones, after an import. */
    clear: () => tables.clear(),
  };
}
