/**
 * The accuracy figures over some sales, as pure functions: for each sale the absolute percentage error
 * |estimate - sale price| / sale price; over the sales its median, the shares within 10% and 20%, and the
 * share whose price fell inside the range the owner was shown.
 */
import { median, type AccuracyFigures } from '@valuta/shared';

/** One sale with the estimate the owner was shown. */
export interface MeasuredSale {
  estimatedValue: number;
  minValue: number | null;
  maxValue: number | null;
  salePrice: number;
}

/** Shares and errors kept to four decimals (a hundredth of a percentage point): more is noise. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);
const share = (count: number, of: number) => (of === 0 ? null : count / of);

function errorOf(sale: MeasuredSale): number {
  return Math.abs(sale.estimatedValue - sale.salePrice) / sale.salePrice;
}

export function accuracyOf(sales: readonly MeasuredSale[]): AccuracyFigures {
  const errors = sales.map(errorOf);
  const ranged = sales.filter((sale) => sale.minValue !== null && sale.maxValue !== null);
  // A small tolerance, so an error of exactly 10% (computed as 0.1000000001) counts as within 10%.
  const within = (limit: number) => errors.filter((error) => error <= limit + 1e-9).length;
  return {
    sales: sales.length,
    medianError: rounded(median(errors)),
    within10: rounded(share(within(0.1), errors.length)),
    within20: rounded(share(within(0.2), errors.length)),
    insideRange: rounded(share(ranged.filter((sale) => sale.salePrice >= sale.minValue! && sale.salePrice <= sale.maxValue!).length, ranged.length)),
  };
}
