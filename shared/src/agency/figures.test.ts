import { describe, expect, it } from 'vitest';
import { experienceText, figuresForPrompt, salesText, statedFigures, yearsText } from './figures.js';

const none = { yearsInBusiness: null, salesCount: null, advisorsYears: null };

describe('the agency figures', () => {
  it('states nothing when the agency gave nothing, or a zero', () => {
    expect(statedFigures(none).any).toBe(false);
    expect(statedFigures({ yearsInBusiness: 0, salesCount: 0, advisorsYears: 0 }).any).toBe(false);
    expect(experienceText({ ...none, yearsInBusiness: 0 })).toBe('');
    expect(figuresForPrompt(none)).toBe('');
  });

  it('writes the numbers as entered, in the singular for one', () => {
    expect(yearsText(1)).toBe('1 anno');
    expect(salesText(1)).toBe('1 compravendita conclusa');
    expect(salesText(1340)).toBe('1.340 compravendite concluse');
    expect(experienceText({ ...none, yearsInBusiness: 20, salesCount: 500 })).toBe('20 anni di esperienza e 500 compravendite concluse');
    expect(experienceText({ ...none, salesCount: 500 })).toBe('500 compravendite concluse');
    expect(figuresForPrompt({ ...none, advisorsYears: 30 })).toBe('consulenti con 30 anni di esperienza');
  });
});
