import { describe, expect, it } from 'vitest';
import type { ContactListValuation } from '@valuta/shared/leads';
import { valuationDetailText, valuationValueText } from './valuation-text';

const completed: ContactListValuation = {
  id: 'v1',
  city: 'Torino',
  propertyType: 'CONDOMINIUM',
  squareMeters: 90,
  valuationValue: 270000,
  range_min: 243000,
  range_max: 297000,
  completed: true,
};

describe('the valuation column of the contacts list', () => {
  it('shows the value in euro without decimals, then the range and the home', () => {
    expect(valuationValueText(completed)).toBe('270.000\u00a0€');
    expect(valuationDetailText(completed)).toBe('243.000\u00a0€ - 297.000\u00a0€ · Appartamento in condominio, Torino');
  });

  it("says 'Non completata' for a valuation without a value and 'Non disponibile' without a valuation", () => {
    expect(valuationValueText({ ...completed, valuationValue: null, range_min: null, range_max: null })).toBe('Non completata');
    expect(valuationValueText(null)).toBe('Non disponibile');
    expect(valuationDetailText(null)).toBeNull();
  });
});
