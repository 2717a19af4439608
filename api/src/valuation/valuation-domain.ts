/**
 * The valuation domain: where a home is (comuni, coverage, geocoding, price zones) and what it is worth (the
 * model). The chat drives it; nothing here knows about Koa or the conversation.
 */
import type { PropertyData, ValuationResult } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Logger } from '../infra/logger.js';
import type { ZoneCorrectionLookup, ZonePrice } from './model/types.js';
import { IncompletePropertyError, valueProperty } from './model/value-property.js';
import { comuniIndex, toRef, type ComuneRef } from './places/comuni-index.js';
import { createCoverage } from './places/coverage.js';
import { createGeocoder, type GeocodedAddress } from './places/geocoder/index.js';
import { findQuartiere, likelyQuartieri, quartiereOfZone, quartiereOptions, quartieriNamedAfter } from './places/quartieri.js';
import { comuneLabel, recognizeComune, type ComuneRecognition } from './places/recognize-comune.js';
import { createPriceBook } from './prices.js';

export type { ComuneRef, ComuneRecognition, GeocodedAddress };
export { comuneLabel, IncompletePropertyError };
export { HOUSE_NUMBER, houseNumberOf, parseStreetAddress, streetPart } from './places/address.js';

export function createValuationDomain(deps: {
  config: Pick<Config, 'geocoder' | 'publicUrl'>;
  db: Database;
  logger: Logger;
  /** The agency's learned zone corrections; none when absent. */
  zoneCorrections?: ZoneCorrectionLookup;
  /** How often the in-memory coverage and price tables ask the database whether they changed (zone-tables.ts). */
  referenceCheckMs?: number;
}) {
  const tableOptions = deps.referenceCheckMs === undefined ? {} : { checkEveryMs: deps.referenceCheckMs };
  const coverage = createCoverage(deps.db.models, tableOptions);
  const geocoder = createGeocoder(deps.config, deps.logger);
  const prices = createPriceBook(deps.db.models, tableOptions);

  return {
    /** Recognises the comune in the owner's reply and whether the agency covers it. */
    async recognizeComune(text: string): Promise<ComuneRecognition> {
      await coverage.ensureFresh();
      return recognizeComune(text, coverage.isCovered);
    },

    /** A comune by ISTAT code (for a button the owner pressed). */
    comuneByIstat(istat: string): ComuneRef | null {
      const comune = comuniIndex().byIstat.get(istat);
      return comune ? toRef(comune) : null;
    },

    async isCovered(istat: string): Promise<boolean> {
      await coverage.ensureFresh();
      return coverage.isCovered(istat);
    },

    /** Places an address in its comune. Never throws: a failing external service falls back to the embedded one. */
    geocode: (address: string, comune: ComuneRef): Promise<GeocodedAddress | null> => geocoder.geocode(address, comune),

    /** The price zone of a placed point, when the comune's zone polygons are loaded (OMI import). */
    zoneAt: (comune: ComuneRef, lat: number, lng: number): Promise<string | null> => prices.zoneAt(comune, lat, lng),

    /** Buttons for the quartiere when the address could not be placed; empty when the comune needs none. */
    quartiereOptions: (comune: ComuneRef) => quartiereOptions(comune.istat),

    /** The few quartieri shown as buttons; the rest are reached by typing. */
    likelyQuartieri: (comune: ComuneRef) => likelyQuartieri(comune.istat),

    /** The quartieri a street is known by in the zone tables (embedded and imported), to offer them first. */
    async quartieriNamedAfter(comune: ComuneRef, street: string) {
      if (quartiereOptions(comune.istat).length === 0) return [];
      return quartieriNamedAfter(comune.istat, street, await prices.zoneNames(comune));
    },

    /** The quartiere of a price zone, to name it on the address card. */
    quartiereOfZone: (comune: ComuneRef, zoneCode: string) => quartiereOfZone(comune.istat, zoneCode),

    /** Whether addresses are placed by a real geocoder (the point, not just the comune). */
    geocoderKind: geocoder.kind,

    /** A quartiere named in free text. */
    findQuartiere: (comune: ComuneRef, text: string) => findQuartiere(comune.istat, text),

    /** Values the home. Requires comuneIstat and squareMeters; everything else widens or narrows the range. */
    async value(property: PropertyData, now = new Date()): Promise<ValuationResult> {
      const comune = property.comuneIstat ? comuniIndex().byIstat.get(property.comuneIstat) : undefined;
      if (!comune) throw new IncompletePropertyError('a comune');
      const zone = await prices.priceFor(toRef(comune), property.zoneCode, property.propertyType ?? 'CONDOMINIUM');
      const correction = (await deps.zoneCorrections?.(comune.istat, zone.code)) ?? null;
      return valueProperty(property, zone, now, correction);
    },

    /** The official €/m² of a zone for a flat (the zone corrections' preview shows it before and after). */
    async zonePrice(comuneIstat: string, zoneCode: string): Promise<ZonePrice | null> {
      const comune = comuniIndex().byIstat.get(comuneIstat);
      return comune ? prices.priceFor(toRef(comune), zoneCode, 'CONDOMINIUM') : null;
    },

    /** After an OMI import, so new prices and polygons are read at once. */
    clearPriceCache: () => prices.clear(),
  };
}

export type ValuationDomain = ReturnType<typeof createValuationDomain>;
