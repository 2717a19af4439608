import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ValuationSummary } from '@valuta/shared/valuation';
import { RefineEstimate } from './RefineEstimate';

const estimate = (propertyData: ValuationSummary['propertyData']): ValuationSummary => ({
  valuationId: 'A'.repeat(21),
  estimatedValue: 264_000,
  minValue: 206_000,
  maxValue: 322_000,
  pricePerSqm: 2933,
  propertyData,
  userData: { name: 'Anna' },
});

describe("'Rendi la stima più precisa'", () => {
  it('asks only the details the estimate was made without, and at least one answer', () => {
    render(
      <RefineEstimate
        valuation={estimate({
          propertyType: 'CONDOMINIUM',
          squareMeters: 75,
          rooms: 3,
          bathrooms: null,
          hasGarage: null,
          constructionYear: null,
          energyClass: null,
        })}
        onRefined={vi.fn<(next: ValuationSummary) => void>()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rendi la stima più precisa' }));
    const form = screen.getByRole('form', { name: 'Rendi la stima più precisa' });
    expect(form.querySelector('select[name="rooms"]')).toBeNull();
    for (const label of ['Bagni', 'Box auto di proprietà', 'Anno di costruzione', 'Classe energetica', 'Terrazzo']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Ricalcola la stima' }));
    expect(screen.getByRole('alert').textContent).toBe('Rispondi ad almeno una domanda.');
  });

  it('offers nothing when every detail is known', () => {
    const { container } = render(
      <RefineEstimate
        valuation={estimate({
          propertyType: 'CONDOMINIUM',
          rooms: 3,
          bathrooms: 1,
          hasBalcony: true,
          hasTerrace: false,
          hasGarden: false,
          hasGarage: false,
          constructionYear: 1965,
          energyClass: 'D',
        })}
        onRefined={vi.fn<(next: ValuationSummary) => void>()}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
