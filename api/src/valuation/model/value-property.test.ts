import { describe, expect, it } from 'vitest';
import type { PropertyCondition, PropertyData } from '@valuta/shared';
import { TURIN_ZONES } from '../data/turin-zones.js';
import { embeddedZonePrice } from '../embedded-prices.js';
import { valueProperty } from './value-property.js';

const TORINO = { istat: '001272', name: 'Torino' };
const NOW = new Date('2026-11-22T10:00:00Z');
const flat: PropertyData = {
  comuneIstat: '001272',
  city: 'Torino',
  zoneCode: 'C4',
  propertyType: 'CONDOMINIUM',
  squareMeters: 90,
  rooms: 3,
  bathrooms: 1,
  floor: 3,
  hasElevator: true,
  hasBalcony: true,
  hasGarage: false,
  condition: 'GOOD',
  constructionYear: 1965,
  energyClass: 'E',
};

const value = (property: PropertyData, zone = property.zoneCode ?? 'C4') => valueProperty(property, embeddedZonePrice(TORINO, zone), NOW);

describe('valuation model', () => {
  it('grows with the surface, everything else equal', () => {
    let previous = 0;
    for (let squareMeters = 20; squareMeters <= 600; squareMeters += 5) {
      const { estimatedValue } = value({ ...flat, squareMeters });
      expect(estimatedValue).toBeGreaterThanOrEqual(previous);
      previous = estimatedValue;
    }
    expect(value({ ...flat, squareMeters: 120 }).estimatedValue).toBeGreaterThan(value({ ...flat, squareMeters: 60 }).estimatedValue);
  });

  it('is dearer the better the home is kept', () => {
    const ladders: PropertyCondition[][] = [
      ['SHELL', 'BAD', 'GOOD', 'EXCELLENT', 'NEWLY_BUILT'],
      ['BAD', 'GOOD', 'RENOVATED', 'NEWLY_BUILT'],
      ['VERY_LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'],
    ];
    for (const ladder of ladders) {
      const values = ladder.map((condition) => value({ ...flat, condition }).estimatedValue);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('is dearer the more central the zone', () => {
    const mean = (band: string) => {
      const zones = TURIN_ZONES.filter((zone) => zone.band === band);
      return zones.reduce((sum, zone) => sum + value({ ...flat, zoneCode: zone.code }).estimatedValue, 0) / zones.length;
    };
    expect(mean('B')).toBeGreaterThan(mean('C'));
    expect(mean('C')).toBeGreaterThan(mean('D'));
    expect(value({ ...flat, zoneCode: 'B1' }).estimatedValue).toBeGreaterThan(value({ ...flat, zoneCode: 'C13' }).estimatedValue);
    expect(value({ ...flat, zoneCode: 'C13' }).estimatedValue).toBeGreaterThan(value({ ...flat, zoneCode: 'D14' }).estimatedValue);
  });

  it('values a better energy class, a garage and a terrace higher', () => {
    const base = value(flat).estimatedValue;
    expect(value({ ...flat, energyClass: 'A2' }).estimatedValue).toBeGreaterThan(base);
    expect(value({ ...flat, energyClass: 'G' }).estimatedValue).toBeLessThan(base);
    expect(value({ ...flat, hasGarage: true }).estimatedValue).toBeGreaterThan(base);
    expect(value({ ...flat, hasTerrace: true }).estimatedValue).toBeGreaterThan(base);
  });

  it('prices a mid-size or large Turin home higher per m² than a small one in the same zone, within bounds', () => {
    const perSqm = (squareMeters: number) => value({ ...flat, squareMeters }).estimatedValue / squareMeters;
    expect(perSqm(120)).toBeGreaterThan(perSqm(60));
    expect(perSqm(95)).toBeGreaterThan(perSqm(55));
    for (const squareMeters of [20, 45, 70, 95, 130, 200, 400]) {
      const size = value({ ...flat, squareMeters }).adjustments.find((adjustment) => adjustment.factor === 'size')!;
      expect(size.coefficient).toBeGreaterThanOrEqual(0.9);
      expect(size.coefficient).toBeLessThanOrEqual(1.1);
    }
  });

  it('prices the ground floor about 12% below the first, and floors higher with a lift a little more', () => {
    const at = (floor: number, hasElevator = true) => value({ ...flat, floor, hasElevator }).estimatedValue;
    const ratio = at(0) / at(1);
    expect(ratio).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(0.91);
    for (let floor = 1; floor < 12; floor += 1) expect(at(floor + 1)).toBeGreaterThanOrEqual(at(floor));
    expect(at(8) / at(1)).toBeLessThan(1.1);
  });

  it('discounts the ground floor and high floors without a lift', () => {
    const third = value(flat).estimatedValue;
    expect(value({ ...flat, floor: 0 }).estimatedValue).toBeLessThan(third);
    expect(value({ ...flat, floor: 5, hasElevator: false }).estimatedValue).toBeLessThan(
      value({ ...flat, floor: 5, hasElevator: true }).estimatedValue,
    );
  });

  it('rounds to the thousand euro and gives the price per square metre of the declared area', () => {
    const result = value(flat);
    for (const amount of [result.estimatedValue, result.minValue, result.maxValue]) expect(amount % 1000).toBe(0);
    expect(result.minValue).toBeLessThan(result.estimatedValue);
    expect(result.maxValue).toBeGreaterThan(result.estimatedValue);
    expect(result.pricePerSqm).toBe(Math.round(result.estimatedValue / 90));
  });

  it('widens the range for every answer the owner did not know', () => {
    const known = value(flat);
    const unknown = value({ ...flat, condition: null, constructionYear: null, energyClass: null });
    expect(unknown.rangeFraction).toBeGreaterThan(known.rangeFraction);
    expect(unknown.unknownFactors).toEqual(['stato dell’immobile', 'anno di costruzione', 'classe energetica']);
    expect(known.unknownFactors).toEqual([]);
  });

  it('widens the range when only the comune is known', () => {
    const inZone = valueProperty({ ...flat, zoneCode: 'C4' }, embeddedZonePrice(TORINO, 'C4'), NOW);
    const cityOnly = valueProperty({ ...flat, zoneCode: undefined }, embeddedZonePrice(TORINO, null), NOW);
    const noData = valueProperty({ ...flat, comuneIstat: '001086' }, embeddedZonePrice({ istat: '001086', name: 'Ciriè' }), NOW);
    expect(cityOnly.rangeFraction).toBeGreaterThan(inZone.rangeFraction);
    expect(noData.rangeFraction).toBeGreaterThan(inZone.rangeFraction);
    expect(noData.confidence).toBe('bassa');
  });

  it('explains every adjustment in Italian, and the coefficients account for the value', () => {
    const result = value({ ...flat, hasGarage: true, floor: 0 });
    expect(result.adjustments.map((adjustment) => adjustment.factor)).toEqual([
      'zone',
      'surface',
      'size',
      'type',
      'floor',
      'condition',
      'age',
      'energy',
      'outdoor',
      'layout',
    ]);
    for (const adjustment of result.adjustments) expect(adjustment.explanation).toMatch(/\S+/);
    expect(result.adjustments.find((adjustment) => adjustment.factor === 'floor')?.explanation).toMatch(
      /^Piano terra o rialzato, con ascensore: −\d+(,\d)?%\.$/,
    );
    const product = result.adjustments.reduce((total, adjustment) => total * adjustment.coefficient, 1);
    const expected = result.zone.priceMid * result.commercialSurface * product;
    expect(Math.abs(result.estimatedValue - expected)).toBeLessThanOrEqual(500);
  });

  it('gives the same answer for the same home (a pure function)', () => {
    expect(value(flat)).toEqual(value(flat));
  });

  it('refuses to value a home without a surface', () => {
    expect(() => value({ ...flat, squareMeters: undefined })).toThrow(/surface/);
  });
});
