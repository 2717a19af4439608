import { percentChange } from '@valuta/shared/valuation';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@valuta/shared/format';
import { featureText, valuationTabLabel } from './property-text';

describe('the Immobile tab', () => {
  it('reads features as Sì, No or not given', () => {
    expect(featureText(true)).toBe('Sì');
    expect(featureText(false)).toBe('No');
    expect(featureText(null)).toBe('Non indicato');
  });

  it("reads the model's coefficients as percent changes", () => {
    expect(percentChange(0.95)).toBe('\u22125%');
    expect(percentChange(1.125)).toBe('+12,5%');
    expect(percentChange(1)).toBe('nessuna correzione');
  });

  it('names valuation tabs by date', () => {
    expect(valuationTabLabel({ created_at: '2026-03-05T10:00:00Z', completed: true }, formatDate)).toBe('Valutazione del 05/03/2026');
    expect(valuationTabLabel({ created_at: '2026-03-05T10:00:00Z', completed: false }, formatDate)).toBe('Valutazione del 05/03/2026 (in sospeso)');
  });
});
