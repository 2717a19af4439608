import { describe, expect, it } from 'vitest';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import { prefillFrom, prefillFromValuation } from './BookingPage';

describe('booking page pre-fill', () => {
  it('takes firstName, lastName, valuation and comune from the link, trimmed', () => {
    const params = new URLSearchParams('firstName=%20Anna%20&lastName=Conti&valuation=320.000%20%E2%82%AC&comune=Moncalieri&email=x@y.it');
    expect(prefillFrom(params)).toEqual({ firstName: 'Anna', lastName: 'Conti', valuation: '320.000 €', comune: 'Moncalieri' });
  });

  it('ignores empty parameters', () => {
    expect(prefillFrom(new URLSearchParams('firstName=&comune=%20'))).toEqual({});
  });

  it('fills the name, the estimate and the comune from the valuation the link names', () => {
    const valuation = {
      valuationId: 'V1StGXR8_Z5jdHi6B-myT',
      estimatedValue: 320_000,
      minValue: 300_000,
      maxValue: 340_000,
      pricePerSqm: 3_200,
      propertyData: { city: 'Moncalieri' },
      userData: { name: ' Anna Maria  Conti ' },
      explanation: null,
      assistantMode: 'script',
    } as unknown as ValuationPageResponse;
    expect(prefillFromValuation(valuation)).toEqual({
      firstName: 'Anna',
      lastName: 'Maria Conti',
      valuation: '320.000\u00a0€',
      comune: 'Moncalieri',
    });
    expect(prefillFromValuation({ ...valuation, userData: { name: null } })).toEqual({ valuation: '320.000\u00a0€', comune: 'Moncalieri' });
  });
});
