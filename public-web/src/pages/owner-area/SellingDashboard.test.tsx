import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerSelling } from '@valuta/shared/owner-area';
import { formatEuro } from '@valuta/shared/format';
import { SellingDashboard } from './SellingDashboard';

const SELLING: OwnerSelling = {
  mandate_since: '2026-11-10',
  days_on_market: 26,
  asking_price: 329_000,
  viewings_count: 2,
  offers_count: 1,
  viewings: [{ id: 1, date: '2026-12-01', buyer_first_name: 'Giulia', feedback: 'Luminosa, ci ripensa', interest: 4 }],
  offers: [{ id: 2, date: '2026-12-03', amount: 315_000, state: 'in_valutazione', state_label: 'In valutazione' }],
  activities: [],
};

describe('the selling dashboard on the owner’s page', () => {
  it('shows the figures, the viewings first, and a tab only for the parts with entries', () => {
    render(<SellingDashboard selling={SELLING} />);
    const figures = screen.getByRole('region', { name: 'La vendita della tua casa' });
    expect(within(figures).getByText('Giorni sul mercato').nextSibling?.textContent).toBe('26');
    expect(within(figures).getByText('Prezzo richiesto').nextSibling?.textContent).toBe(formatEuro(329_000));
    expect(screen.getByRole('list', { name: 'Visite' }).textContent).toContain('Luminosa, ci ripensa');
    expect(screen.getByLabelText('Interesse 4 su 5')).toBeTruthy();
    const tabs = screen.getByRole('group', { name: 'Sezioni della vendita' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Visite', 'Proposte']);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Proposte' }));
    expect(screen.getByRole('list', { name: 'Proposte' }).textContent).toContain(formatEuro(315_000));
    expect(screen.queryByRole('list', { name: 'Visite' })).toBeNull();
  });

  it('says where the entries will appear when there is none yet, with no empty tabs and no asking price it does not know', () => {
    render(<SellingDashboard selling={{ ...SELLING, asking_price: null, viewings_count: 0, offers_count: 0, viewings: [], offers: [] }} />);
    expect(screen.queryByRole('group', { name: 'Sezioni della vendita' })).toBeNull();
    expect(screen.queryByText('Prezzo richiesto')).toBeNull();
    expect(screen.getByText(/appena le registriamo/)).toBeTruthy();
  });
});
