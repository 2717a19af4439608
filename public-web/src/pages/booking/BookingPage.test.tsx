import { describe, expect, it } from 'vitest';
import { prefillFrom } from './BookingPage';

describe('booking page pre-fill', () => {
  it('takes firstName, lastName, valuation and comune from the link, trimmed', () => {
    const params = new URLSearchParams('firstName=%20Anna%20&lastName=Conti&valuation=320.000%20%E2%82%AC&comune=Moncalieri&email=x@y.it');
    expect(prefillFrom(params)).toEqual({ firstName: 'Anna', lastName: 'Conti', valuation: '320.000 €', comune: 'Moncalieri' });
  });

  it('ignores empty parameters', () => {
    expect(prefillFrom(new URLSearchParams('firstName=&comune=%20'))).toEqual({});
  });
});
