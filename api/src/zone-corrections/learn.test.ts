import { describe, expect, it } from 'vitest';
import { learnZones, shrunkFactor, type Sale } from './learn.js';

const sales = (zoneCode: string, ratios: number[], appliedFactor = 1): Sale[] =>
  ratios.map((ratio) => ({
    comuneCode: '001272',
    zoneCode,
    estimatedValue: 200_000 * appliedFactor,
    salePrice: 200_000 * appliedFactor * ratio,
    appliedFactor,
  }));

describe('learning a zone factor from the agency’s sales', () => {
  it('moves one sale a sixth of the way and twenty sales four fifths (k = 5)', () => {
    // 1 + (1.30 − 1) · 1 / (1 + 5) = 1.05
    expect(shrunkFactor([1.3])).toEqual({ rawRatio: 1.3, factor: 1.05 });
    // 1 + (1.10 − 1) · 20 / (20 + 5) = 1.08
    expect(shrunkFactor(Array<number>(20).fill(1.1))).toEqual({ rawRatio: 1.1, factor: 1.08 });
    // 1 + (0.90 − 1) · 5 / 10 = 0.95
    expect(shrunkFactor(Array<number>(5).fill(0.9))).toEqual({ rawRatio: 0.9, factor: 0.95 });
  });

  it('takes the median, so one odd sale does not drag the zone', () => {
    // median 1.2 → 1 + 0.2 · 5 / 10 = 1.10; the 2.0 counts as one sale above, not as its size
    expect(shrunkFactor([0.9, 1.0, 1.2, 1.2, 2.0])).toEqual({ rawRatio: 1.2, factor: 1.1 });
    // even count: the mean of the two middle ones, (1.0 + 1.2) / 2 = 1.1 → 1 + 0.1 · 4 / 9 = 1.044
    expect(shrunkFactor([0.9, 1.0, 1.2, 1.4])).toEqual({ rawRatio: 1.1, factor: 1.044 });
  });

  it('keeps the factor within 0.80–1.20', () => {
    expect(shrunkFactor(Array<number>(20).fill(1.5)).factor).toBe(1.2);
    expect(shrunkFactor(Array<number>(20).fill(0.5)).factor).toBe(0.8);
  });

  it('groups by comune and zone, and takes out the correction an estimate already carried', () => {
    const learned = learnZones([
      ...sales('B8', [1.3]),
      ...sales('b8', [1.3]),
      ...sales('C2', [1.05, 1.05], 1.05),
      { comuneCode: '001272', zoneCode: 'C2', estimatedValue: 0, salePrice: 100_000, appliedFactor: 1 },
    ]);
    expect(learned).toEqual([
      // 1 + 0.3 · 2 / 7 = 1.0857…
      { comuneCode: '001272', zoneCode: 'B8', salesCount: 2, rawRatio: 1.3, factor: 1.086 },
      // sold 5% above an estimate that already had +5%: against the uncorrected model the ratio is 1.05 · 1.05
      { comuneCode: '001272', zoneCode: 'C2', salesCount: 2, rawRatio: 1.1025, factor: 1.029 },
    ]);
  });
});
