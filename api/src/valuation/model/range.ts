/**
 * How wide the range is: about one forecast standard deviation, so the real price falls inside it about two
 * times in three: value ± one forecast standard deviation covers about 68% of outcomes (Clear Capital's
 * glossary, "FSD"); Italian online valuation tools err by 5–20% depending on type and zone (rivista-online.it,
 * "Stimare un immobile in Italia"); only 31% of 115,000 Italian appraisals fall inside OMI-style €/m² ranges
 * (CRIF via Il Sole 24 Ore, December 2019). Hence a width that grows with what is not known: about ±15% for a
 * flat with every answer in a zone of the usual spread, more for each answer missing, for a comune known only as
 * a whole or without zone data, and for houses, villas, attici and lofts; never under 8% nor over 25%
 * (docs/valuation-model.md, "The range", gives each term).
 */
import type { PropertyCategory } from '@valuta/shared';
import type { ZonePrice } from './types.js';

const BASE = 0.05;
/**
 * Share of the zone's own price spread (half-width / mid, typically 0.2) that carries into the range: prices
 * inside a zone spread that much, and the answers explain only part of it.
 */
const SPREAD_WEIGHT = 0.5;
const PER_UNKNOWN = 0.02;
const MAX_UNKNOWN = 0.06;
const PRECISION_PENALTY: Record<ZonePrice['precision'], number> = { zone: 0, comune: 0.04, fallback: 0.07 };
const UNUSUAL_TYPES: ReadonlySet<PropertyCategory> = new Set(['VILLA', 'PENTHOUSE', 'LOFT', 'HOUSE']);
const RANGE_BOUNDS = { min: 0.08, max: 0.25 } as const;

export function rangeFraction(zone: ZonePrice, category: PropertyCategory, unknownCount: number): number {
  const spread = (zone.priceMax - zone.priceMin) / (2 * zone.priceMid);
  const k =
    BASE +
    SPREAD_WEIGHT * spread +
    PRECISION_PENALTY[zone.precision] +
    Math.min(MAX_UNKNOWN, PER_UNKNOWN * unknownCount) +
    (UNUSUAL_TYPES.has(category) ? 0.03 : 0);
  return Math.round(Math.min(RANGE_BOUNDS.max, Math.max(RANGE_BOUNDS.min, k)) * 1000) / 1000;
}

export function confidenceOf(k: number): 'alta' | 'media' | 'bassa' {
  return k <= 0.14 ? 'alta' : k <= 0.18 ? 'media' : 'bassa';
}
