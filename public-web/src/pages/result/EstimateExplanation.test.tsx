import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ValuationExplanation } from '@valuta/shared/valuation';
import { EstimateExplanation } from './EstimateExplanation';

const EXPLANATION: ValuationExplanation = {
  zone: { code: 'B8', name: 'San Salvario', comune: 'Torino', priceMin: 2350, priceMid: 2940, priceMax: 3640, source: 'omi', period: '2026-1' },
  commercialSurface: 90,
  adjustments: [
    { factor: 'zone', label: 'Prezzo di zona', coefficient: 1, explanation: 'San Salvario (Torino).' },
    { factor: 'zone_correction', label: 'Correzione di zona dell’agenzia', coefficient: 1.04, explanation: 'Dalle vendite.' },
    { factor: 'surface', label: 'Superficie commerciale', coefficient: 1, explanation: '90 m² dichiarati.' },
    { factor: 'floor', label: 'Piano e ascensore', coefficient: 1.024, explanation: 'Secondo piano, con ascensore: +2,4%.' },
    { factor: 'condition', label: 'Stato dell’immobile', coefficient: 0.8, explanation: 'Da ristrutturare: -20%.' },
  ],
  rangeFraction: 0.12,
  confidence: 'alta',
  unknownFactors: ['classe energetica'],
  modelVersion: 'torino-2026.1',
  zoneCorrection: { version: 2, factor: 1.04, salesCount: 7 },
};

describe('how the estimate was calculated, on the result page', () => {
  it('shows the zone price and its source, the agency’s correction, each correction with its sign, and the range’s reasons', () => {
    render(<EstimateExplanation explanation={EXPLANATION} />);
    const section = screen.getByRole('region', { name: 'Come abbiamo calcolato la stima' });
    expect(within(section).getByText(/fonte: quotazioni OMI dell’Agenzia delle Entrate, 1° semestre 2026/)).toBeTruthy();
    expect(within(section).getByText(/Correzione dell’agenzia per questa zona: \+4%.*7 vendite concluse.*versione 2/)).toBeTruthy();
    expect(within(section).getByText('Superficie commerciale: 90 m² (90 m² dichiarati).')).toBeTruthy();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Piano e ascensore', '+2,4%'],
      ['Stato dell’immobile', '\u221220%'],
    ]);
    expect(within(section).getByText(/La forbice è del ±12% perché non conosciamo ancora classe energetica/)).toBeTruthy();
  });
});
