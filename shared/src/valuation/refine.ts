/**
 * Refining an estimate after it was shown ('Rendi la stima più precisa'): the details the fast path skipped,
 * answered on the result page; the server recomputes and keeps every version with what changed.
 */
import type { PropertyData } from './property.js';
import type { ValuationSummary } from './summary.js';

/** The details the result page can ask, in the order it asks them. */
export const REFINABLE_DETAILS = ['rooms', 'bathrooms', 'outdoor', 'hasGarage', 'constructionYear', 'energyClass'] as const;
export type RefinableDetail = (typeof REFINABLE_DETAILS)[number];

/** One answer that changed between two versions, in Italian words. */
export interface ValuationChange {
  field: string;
  label: string;
  from: string | null;
  to: string;
}

/** One version of an estimate; 1 is the first one the owner saw. */
export interface ValuationVersionView {
  version: number;
  estimatedValue: number;
  minValue: number;
  maxValue: number;
  createdAt: string;
  changes: ValuationChange[];
}

export interface RefineValuationResponse {
  valuation: ValuationSummary;
  version: number;
  changes: ValuationChange[];
}

/** The details this home's estimate was made without: what the result page offers to answer. */
export function missingDetails(property: PropertyData): RefinableDetail[] {
  const unknown = (value: unknown) => value === null || value === undefined;
  return REFINABLE_DETAILS.filter((detail) => {
    if (detail === 'rooms') return property.propertyType !== 'STUDIO' && unknown(property.rooms);
    if (detail === 'outdoor') return unknown(property.hasBalcony) && unknown(property.hasTerrace) && unknown(property.hasGarden);
    return unknown(property[detail]);
  });
}
