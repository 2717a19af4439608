/**
 * The model's result as stored with the valuation (valuations.result): the figures, the zone's prices, each
 * correction with its reason, and the explanation the pages and the back office read from it.
 */

/** One step from the zone price to the estimate, in words the owner and the consultant understand. */
export interface ValuationAdjustment {
  /** Stable key: 'surface', 'floor', 'condition', 'age', 'energy', 'outdoor', 'garage', 'type', … */
  factor: string;
  /** Italian label, e.g. 'Piano e ascensore'. */
  label: string;
  /** Multiplier applied to the value (1 = no effect). */
  coefficient: number;
  /** Italian sentence, e.g. 'Terzo piano con ascensore: nessuna correzione.' */
  explanation: string;
}

export interface ValuationZone {
  code: string;
  name: string;
  comune: string;
  /** €/m² of the zone for a used flat in normal condition. */
  priceMin: number;
  priceMid: number;
  priceMax: number;
  source: 'embedded' | 'omi';
  /** The period the prices refer to, e.g. '2025-1' or an OMI semester '2018-2'. */
  period: string;
}

/**
 * The agency's learned correction of the zone's €/m² an estimate used: the version of the set of corrections
 * and the zone's factor (1.04 = +4%), learned from this many of the agency's sales in the zone.
 */
export interface ZoneCorrectionRef {
  version: number;
  factor: number;
  salesCount: number;
}

export interface ValuationResult {
  estimatedValue: number;
  minValue: number;
  maxValue: number;
  /** Estimated value divided by the commercial surface, whole euros. */
  pricePerSqm: number;
  commercialSurface: number;
  zone: ValuationZone;
  adjustments: ValuationAdjustment[];
  /** Half-width of the range as a fraction of the value (0.1 = ±10%). */
  rangeFraction: number;
  confidence: 'alta' | 'media' | 'bassa';
  /** Answers the owner did not know, which widened the range. */
  unknownFactors: string[];
  /** The zone correction applied; null (or absent, in estimates made before corrections existed) for none. */
  zoneCorrection?: ZoneCorrectionRef | null;
  modelVersion: string;
  computedAt: string;
}

export interface ValuationExplanation {
  zone: ValuationZone | null;
  commercialSurface: number | null;
  adjustments: ValuationAdjustment[];
  rangeFraction: number | null;
  confidence: string | null;
  unknownFactors: string[];
  modelVersion: string | null;
  /** The agency's zone correction the estimate used, if any. */
  zoneCorrection: ZoneCorrectionRef | null;
}
