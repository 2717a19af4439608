import { describe, expect, it } from 'vitest';
import { embeddedZonePrice } from '../embedded-prices.js';
import { confidenceOf, rangeFraction } from './range.js';
import type { ZonePrice } from './types.js';

/** A Turin zone whose prices spread ±20% around the middle, the usual spread. */
const usual: ZonePrice = {
  ...embeddedZonePrice({ istat: '001272', name: 'Torino' }, 'C4'),
  priceMin: 1600,
  priceMid: 2000,
  priceMax: 2400,
  precision: 'zone',
};

// The widths docs/valuation-model.md ("The range") states, term by term.
describe('the range around the estimate', () => {
  it('is 5% plus half the zone’s spread for a flat with every answer: ±15% in a usual zone', () => {
    expect(rangeFraction(usual, 'CONDOMINIUM', 0)).toBe(0.15);
    expect(confidenceOf(0.15)).toBe('media');
  });

  it('adds 2% for each answer the owner did not give, at most 6%', () => {
    expect(rangeFraction(usual, 'CONDOMINIUM', 1)).toBe(0.17);
    expect(rangeFraction(usual, 'CONDOMINIUM', 3)).toBe(0.21);
    expect(rangeFraction(usual, 'CONDOMINIUM', 8)).toBe(0.21);
  });

  it('adds 4% when only the comune is known, 7% for a comune without zone data, 3% for a house', () => {
    expect(rangeFraction({ ...usual, precision: 'comune' }, 'CONDOMINIUM', 0)).toBe(0.19);
    expect(rangeFraction({ ...usual, precision: 'fallback' }, 'CONDOMINIUM', 0)).toBe(0.22);
    expect(rangeFraction(usual, 'HOUSE', 0)).toBe(0.18);
  });

  it('stays within 8% and 25%', () => {
    expect(rangeFraction({ ...usual, priceMin: 2000, priceMax: 2000 }, 'CONDOMINIUM', 0)).toBe(0.08);
    expect(rangeFraction({ ...usual, precision: 'fallback' }, 'VILLA', 8)).toBe(0.25);
  });
});
