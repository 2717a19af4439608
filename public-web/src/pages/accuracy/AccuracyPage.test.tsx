import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccuracyResponse } from '@valuta/shared/accuracy';
import AccuracyPage from './AccuracyPage';

afterEach(() => vi.restoreAllMocks());

const COLLECTING: PublicAccuracyResponse = {
  sales: 3,
  minSales: 20,
  minZoneSales: 5,
  published: false,
  overall: null,
  zones: [],
  computedAt: '2026-11-20T10:00:00.000Z',
};
const PUBLISHED: PublicAccuracyResponse = {
  ...COLLECTING,
  sales: 24,
  published: true,
  overall: { sales: 24, medianError: 0.062, within10: 0.75, within20: 0.9583, insideRange: 0.7083 },
  zones: [
    {
      comuneCode: '001272',
      zoneCode: 'B8',
      label: 'Torino · zona B8',
      sales: 9,
      medianError: 0.05,
      within10: 0.8889,
      within20: 1,
      insideRange: 0.7778,
    },
  ],
};

/** The public endpoint answering as the API would. */
function answer(body: PublicAccuracyResponse) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

const page = () => (
  <MemoryRouter>
    <AccuracyPage />
  </MemoryRouter>
);

describe('the public accuracy page', () => {
  it('is prerendered with how the figures are computed but no figure, so none can be stale', () => {
    const html = renderToString(page());
    expect(html).toContain('Quanto sono precise le nostre stime');
    expect(html).toContain('Perché la mediana');
    expect(html).toContain('Caricamento delle cifre');
    expect(html).not.toMatch(/\d+,\d%/);
  });

  it('says honestly that the figures are being collected below 20 sales, with the count so far', async () => {
    const fetch = answer(COLLECTING);
    render(page());
    expect(await screen.findByText('Stiamo raccogliendo i dati: pubblicheremo le cifre quando avremo almeno 20 vendite registrate.')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.queryByText(/errore mediano della stima/)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/public/accuracy', expect.anything());
  });

  it('shows the figures, dated, and the zones with enough sales once there are 20 sales', async () => {
    answer(PUBLISHED);
    render(page());
    expect(await screen.findByText(/^Aggiornato al 20\/11\/2026 11:00, su 24 vendite registrate\.$/)).toBeTruthy();
    expect(screen.getByText('6,2%')).toBeTruthy();
    expect(screen.getByText('95,8%')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Torino · zona B8' })).toBeTruthy();
  });
});
