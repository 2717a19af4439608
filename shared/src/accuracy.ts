/**
 * How close our estimates came to the prices homes sold for: the answers of GET /api/admin/accuracy and
 * GET /api/public/accuracy, and the back office's query. The public page imports only its types (a share reads
 * through formatShare of format.ts).
 */
import { z } from 'zod';
import { timeFilterField } from './admin-fields.js';
import type { TimeFilter } from './time-filters.js';

/** How many recorded sales the public page waits for before it publishes any figure. */
export const PUBLIC_ACCURACY_MIN_SALES = 20;
/** How many sales a zone needs before the public page shows it on its own line. */
export const PUBLIC_ACCURACY_MIN_ZONE_SALES = 5;

/**
 * How close the estimates came, over some sales. Shares are fractions (0.25 = 25%); null when there is no
 * sale to measure. `medianError` is the median of |estimate - sale price| / sale price.
 */
export interface AccuracyFigures {
  sales: number;
  medianError: number | null;
  within10: number | null;
  within20: number | null;
  /** Share of sales whose price fell inside the range [min, max] the owner was shown. */
  insideRange: number | null;
}

export interface ZoneAccuracy extends AccuracyFigures {
  comuneCode: string | null;
  zoneCode: string | null;
  /** e.g. 'Torino · zona B8'. */
  label: string;
}

export interface AdminAccuracyResponse {
  period: TimeFilter;
  overall: AccuracyFigures;
  zones: ZoneAccuracy[];
}

/**
 * GET /api/public/accuracy: the count of recorded sales always; the figures only from
 * PUBLIC_ACCURACY_MIN_SALES sales on (and a zone only with PUBLIC_ACCURACY_MIN_ZONE_SALES of its own).
 */
export interface PublicAccuracyResponse {
  sales: number;
  minSales: number;
  minZoneSales: number;
  published: boolean;
  overall: AccuracyFigures | null;
  zones: ZoneAccuracy[];
  /** When the figures were computed (ISO). */
  computedAt: string;
}

/** GET /api/admin/accuracy[?period]: the period of the sale date; all sales by default. */
export const AccuracyQuerySchema = z.object({
  period: timeFilterField('all'),
});
