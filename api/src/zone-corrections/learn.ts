/**
 * What the agency's own sales say about a zone's price level. For each sale, r = sale price / the estimate
 * the owner was shown, with any zone correction that estimate already carried taken out (so learning twice
 * from the same sales gives the same factor, not a compounded one). The zone's raw ratio is the median of
 * its r: one odd sale (a forced sale, a luxury finish) moves a median much less than a mean. The raw ratio is
 * then shrunk toward 1 by the number of sales n:
 *
 *   factor = 1 + (raw − 1) · n / (n + k),   k = 5
 *
 * so one sale moves the zone a sixth of the way, five sales half of it, twenty sales four fifths; and the
 * factor is kept within 0.80–1.20, because a zone more than 20% off is a sign of bad data (a wrong zone, a
 * price typed wrong) or a zone the official prices should fix, not a correction to apply blindly.
 */

/** Sales that count as much as the prior (the official price): k of the shrinkage. */
export const SHRINKAGE_SALES = 5;
export const FACTOR_BOUNDS = { min: 0.8, max: 1.2 } as const;

export interface Sale {
  comuneCode: string;
  zoneCode: string;
  salePrice: number;
  estimatedValue: number;
  /** The zone correction the estimate already included (1 for none). */
  appliedFactor: number;
}

export interface LearnedZone {
  comuneCode: string;
  zoneCode: string;
  salesCount: number;
  rawRatio: number;
  factor: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The factor of a zone from its sales' ratios: the median, shrunk toward 1 and clamped. */
export function shrunkFactor(ratios: readonly number[]): { rawRatio: number; factor: number } {
  const raw = median(ratios);
  const n = ratios.length;
  const shrunk = 1 + ((raw - 1) * n) / (n + SHRINKAGE_SALES);
  return { rawRatio: round(raw, 4), factor: round(Math.min(FACTOR_BOUNDS.max, Math.max(FACTOR_BOUNDS.min, shrunk)), 3) };
}

export const zoneKey = (comuneCode: string, zoneCode: string) => `${comuneCode}:${zoneCode.toUpperCase()}`;

/** Every zone with at least one usable sale, in comune and zone order. */
export function learnZones(sales: readonly Sale[]): LearnedZone[] {
  const byZone = new Map<string, { comuneCode: string; zoneCode: string; ratios: number[] }>();
  for (const sale of sales) {
    if (!(sale.salePrice > 0) || !(sale.estimatedValue > 0) || !(sale.appliedFactor > 0)) continue;
    const key = zoneKey(sale.comuneCode, sale.zoneCode);
    const zone = byZone.get(key) ?? { comuneCode: sale.comuneCode, zoneCode: sale.zoneCode.toUpperCase(), ratios: [] };
    zone.ratios.push(sale.salePrice / (sale.estimatedValue / sale.appliedFactor));
    byZone.set(key, zone);
  }
  return [...byZone.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, zone]) => ({ comuneCode: zone.comuneCode, zoneCode: zone.zoneCode, salesCount: zone.ratios.length, ...shrunkFactor(zone.ratios) }));
}
