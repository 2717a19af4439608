import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerHome } from '@valuta/shared/owner-area';
import type { ValuationSummary } from '@valuta/shared/valuation';
import { formatEuro } from '@valuta/shared/format';
import { HomeEstimate } from './HomeEstimate';

const ESTIMATE = { estimated_value: 318_000, min_value: 296_000, max_value: 340_000, price_per_sqm: 3530, at: '2026-11-16T09:00:00Z' };
const HOME: OwnerHome = {
  id: 'A'.repeat(21),
  address: null,
  city: 'Torino',
  property_type: 'CONDOMINIUM',
  square_meters: 90,
  estimate: ESTIMATE,
  selling: false,
  summary: null,
  versions: [
    {
      ...ESTIMATE,
      version: 2,
      reason: 'zone_correction',
      reason_label: "L'agenzia ha aggiornato i prezzi della zona con le sue vendite",
      changes: [],
    },
    {
      ...ESTIMATE,
      min_value: 275_000,
      max_value: 335_000,
      at: '2026-10-27T09:00:00Z',
      version: 1,
      reason: 'initial',
      reason_label: 'Prima stima',
      changes: [],
    },
  ],
  appointments: [],
  agent: null,
  selling_dashboard: null,
};

describe("the estimate on the owner's page", () => {
  it('shows the latest range and every version with its date and reason', () => {
    render(<HomeEstimate home={HOME} onRefined={vi.fn<(next: ValuationSummary) => void>()} />);
    expect(screen.getByTestId('owner-estimate-range').textContent).toBe(`${formatEuro(296_000)} - ${formatEuro(340_000)}`);
    const history = screen.getByRole('region', { name: 'Come è cambiata la stima' });
    const versions = within(history).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      `16/11/2026${formatEuro(296_000)} - ${formatEuro(340_000)}L'agenzia ha aggiornato i prezzi della zona con le sue vendite`,
      `27/10/2026${formatEuro(275_000)} - ${formatEuro(335_000)}Prima stima`,
    ]);
  });

  it('shows no history with one version only, and nothing without an estimate', () => {
    const { container, rerender } = render(<HomeEstimate home={{ ...HOME, versions: HOME.versions.slice(1) }} onRefined={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Come è cambiata la stima' })).toBeNull();
    rerender(<HomeEstimate home={{ ...HOME, estimate: null }} onRefined={() => undefined} />);
    expect(container.textContent).toBe('');
  });
});
