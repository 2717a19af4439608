/**
 * Amelia may explain the estimate, never change it: the figures are the model's (valuation/model/). A model can still write a price of its
 * own; this reads the euro amounts of a reply and tells whether any of them is not one of ours.
 */
import type { ValuationResult } from '@valuta/shared';

const AMOUNT = /(?:€\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?\s*(mila|k)?\s*(€|euro|eur)?/gi;

/** Euro amounts in a text: "320.000 €", "€ 1.200", "300 mila euro", "2.900 €/m²". */
function euroAmounts(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, digits, thousands, currency] = match;
    const isEuro = Boolean(currency) || whole.trimStart().startsWith('€');
    if (!isEuro) continue;
    const value = Number(digits!.replace(/\./g, '')) * (thousands ? 1000 : 1);
    if (Number.isFinite(value)) amounts.push(value);
  }
  return amounts;
}

/** The figures the owner was given: the range, the estimate, the price per m² and the zone's prices. */
function knownFigures(result: ValuationResult): number[] {
  return [
    result.minValue,
    result.maxValue,
    result.estimatedValue,
    result.pricePerSqm,
    result.zone.priceMin,
    result.zone.priceMid,
    result.zone.priceMax,
  ];
}

/** True when the reply states a price (1,000 € or more) that is none of ours, give or take rounding. */
export function inventsFigures(reply: string, result: ValuationResult): boolean {
  const known = knownFigures(result);
  return euroAmounts(reply)
    .filter((amount) => amount >= 1000)
    .some((amount) => !known.some((figure) => Math.abs(amount - figure) <= Math.max(500, figure * 0.02)));
}
