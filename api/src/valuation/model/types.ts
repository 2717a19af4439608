import type { ValuationZone, ZoneCorrectionRef } from '@valuta/shared';

/** The €/m² the model starts from, and how sure we are of the zone. */
export interface ZonePrice extends ValuationZone {
  /**
   * 'zone': the home's own price zone; 'comune': an aggregate of the comune's zones (the address could not be
   * placed); 'fallback': a prior for a covered comune without zone data.
   */
  precision: 'zone' | 'comune' | 'fallback';
}

/** One factor's effect: a multiplier and the sentence that explains it. */
export interface Effect {
  coefficient: number;
  explanation: string;
}

/**
 * The agency's active correction of a zone (comune ISTAT code, zone code as result.zone.code), or null. Held in
 * memory by its owner (zone-corrections/active-corrections.ts): the valuation asks it without a query of its own.
 */
export type ZoneCorrectionLookup = (comuneIstat: string, zoneCode: string) => Promise<ZoneCorrectionRef | null>;
