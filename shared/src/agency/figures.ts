/**
 * The agency's own figures as the pages and Amelia state them. A figure is stated only when the agency has
 * entered it in the back office: a fresh install claims no years, no sales and no experience it has not got.
 */
import type { Brand } from '../brand.js';
import { formatNumber } from '../format.js';

export type AgencyFigures = Pick<Brand, 'yearsInBusiness' | 'salesCount' | 'advisorsYears'>;

/** A zero is a value the agency may save, but it is nothing to show off: it is stated as no figure. */
const stated = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** The figures worth a line, each null when the agency has not given it. */
export function statedFigures(brand: AgencyFigures): AgencyFigures & { any: boolean } {
  const figures = {
    yearsInBusiness: stated(brand.yearsInBusiness),
    salesCount: stated(brand.salesCount),
    advisorsYears: stated(brand.advisorsYears),
  };
  return { ...figures, any: Object.values(figures).some((value) => value !== null) };
}

/** 1 → "1 anno", 20 → "20 anni". */
export function yearsText(years: number): string {
  return years === 1 ? '1 anno' : `${formatNumber(years)} anni`;
}

/** 1 → "compravendita conclusa", 500 → "compravendite concluse" (the words after the number). */
export function salesWords(count: number): string {
  return count === 1 ? 'compravendita conclusa' : 'compravendite concluse';
}

/** 500 → "500 compravendite concluse". */
export function salesText(count: number): string {
  return `${formatNumber(count)} ${salesWords(count)}`;
}

/**
 * "20 anni di esperienza e 500 compravendite concluse", or the one of the two the agency has given; '' when
 * neither (the sentence that carries it is then written without it).
 */
export function experienceText(brand: AgencyFigures): string {
  const { yearsInBusiness, salesCount } = statedFigures(brand);
  return [yearsInBusiness ? `${yearsText(yearsInBusiness)} di esperienza` : '', salesCount ? salesText(salesCount) : ''].filter(Boolean).join(' e ');
}

/** The figures as Amelia is told them, '' when the agency has given none (she then says nothing of them). */
export function figuresForPrompt(brand: AgencyFigures): string {
  const { yearsInBusiness, salesCount, advisorsYears } = statedFigures(brand);
  return [
    yearsInBusiness ? `${yearsText(yearsInBusiness)} di attività` : '',
    salesCount ? salesText(salesCount) : '',
    advisorsYears ? `consulenti con ${yearsText(advisorsYears)} di esperienza` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
