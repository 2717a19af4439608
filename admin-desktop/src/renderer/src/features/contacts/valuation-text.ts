import type { ContactListValuation } from '@valuta/shared/leads';
import { formatEuro, formatEuroRange } from '@valuta/shared/format';
import { categoryLabel } from '@valuta/shared/valuation';

const NO_VALUATION_TEXT = 'Non disponibile';
const NOT_COMPLETED_TEXT = 'Non completata';

/** What the Valutazione column shows: the value, 'Non completata' without one, 'Non disponibile' without a valuation. */
export function valuationValueText(valuation: ContactListValuation | null): string {
  if (!valuation) return NO_VALUATION_TEXT;
  if (valuation.valuationValue === null || valuation.valuationValue === undefined) return NOT_COMPLETED_TEXT;
  return formatEuro(valuation.valuationValue);
}

/** The line under the value: the range, then the home's type and town. */
export function valuationDetailText(valuation: ContactListValuation | null): string | null {
  if (!valuation) return null;
  const parts: string[] = [];
  if (valuation.range_min !== null && valuation.range_max !== null) parts.push(formatEuroRange(valuation.range_min, valuation.range_max));
  const where = [valuation.propertyType ? categoryLabel(valuation.propertyType) : null, valuation.city].filter(Boolean).join(', ');
  if (where) parts.push(where);
  return parts.length > 0 ? parts.join(' · ') : null;
}
