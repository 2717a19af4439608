import type { AdminValuation } from '@valuta/shared/valuation';

/** Sì / No / Non so for the features the owner may not have known. */
export function featureText(value: boolean | null | undefined): string {
  if (value === true) return 'Sì';
  if (value === false) return 'No';
  return 'Non indicato';
}

/** The label of a valuation tab: its date, and whether it is finished. */
export function valuationTabLabel(valuation: Pick<AdminValuation, 'created_at' | 'completed'>, formatDate: (value: string) => string): string {
  return `Valutazione del ${formatDate(valuation.created_at)}${valuation.completed ? '' : ' (in sospeso)'}`;
}
