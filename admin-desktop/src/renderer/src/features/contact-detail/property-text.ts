import type { AdminValuation } from '@valuta/shared/admin-api';

/** Sì / No / Non so for the features the owner may not have known. */
export function featureText(value: boolean | null | undefined): string {
  if (value === true) return 'Sì';
  if (value === false) return 'No';
  return 'Non indicato';
}

/** A model coefficient as the change it makes: 0.95 → "-5%", 1.1 → "+10%", 1 → "nessuna correzione". */
export function coefficientText(coefficient: number): string {
  const percent = Math.round((coefficient - 1) * 1000) / 10;
  if (percent === 0) return 'nessuna correzione';
  const formatted = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(Math.abs(percent));
  return `${percent > 0 ? '+' : '-'}${formatted}%`;
}

/** The label of a valuation tab: its date, and whether it is finished. */
export function valuationTabLabel(valuation: Pick<AdminValuation, 'created_at' | 'completed'>, formatDate: (value: string) => string): string {
  return `Valutazione del ${formatDate(valuation.created_at)}${valuation.completed ? '' : ' (in sospeso)'}`;
}
