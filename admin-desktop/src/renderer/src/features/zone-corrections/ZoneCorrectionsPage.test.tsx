import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZoneCorrectionHistoryResponse, ZoneCorrectionPreviewResponse } from '@valuta/shared/zone-corrections';
import { answerApi, renderPage } from '../../testing/render-page';
import { ZoneCorrectionsPage } from './ZoneCorrectionsPage';

afterEach(() => {
  vi.restoreAllMocks();
});

const PREVIEW: ZoneCorrectionPreviewResponse = {
  activeVersion: 1,
  shrinkageSales: 5,
  bounds: { min: 0.8, max: 1.2 },
  zones: [
    {
      comuneCode: '001272',
      comuneName: 'Torino',
      zoneCode: 'B8',
      zoneName: 'San Salvario',
      salesCount: 5,
      rawRatio: 1.3,
      proposedFactor: 1.15,
      currentFactor: 1.05,
      pricePerSqmBefore: 3090,
      pricePerSqmAfter: 3380,
    },
  ],
};

const HISTORY: ZoneCorrectionHistoryResponse = {
  activeVersion: 1,
  sets: [
    {
      version: 1,
      createdAt: '2026-11-20T09:00:00.000Z',
      createdBy: 'titolare@agenzia.it',
      note: 'Prime vendite',
      active: true,
      zones: [{ comuneCode: '001272', comuneName: 'Torino', zoneCode: 'B8', zoneName: 'San Salvario', factor: 1.05, salesCount: 1, rawRatio: 1.3 }],
    },
  ],
};

describe('Correzioni di zona', () => {
  it('shows each zone’s proposal next to the current factor and €/m², and applies it with a note', async () => {
    const fetch = answerApi({ '/api/admin/zone-corrections/preview': PREVIEW, '/api/admin/zone-corrections': HISTORY });
    renderPage(<ZoneCorrectionsPage />, '/correzioni-zona');
    const proposal = (await screen.findByText('B8 · San Salvario')).closest('tr')!;
    expect(within(proposal).getByText('1,05 (+5%)')).toBeTruthy();
    expect(within(proposal).getByText('1,15 (+15%)')).toBeTruthy();
    expect(within(proposal).getByText('3.090 €/m²')).toBeTruthy();
    expect(within(proposal).getByText('3.380 €/m²')).toBeTruthy();
    expect(await screen.findByText('In uso')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Applica le correzioni' }));
    fireEvent.change(await screen.findByLabelText('Nota'), { target: { value: 'Vendite di novembre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Correzioni applicate: versione 1')).toBeTruthy();
    const applied = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(applied![1]!.body as string)).toEqual({ note: 'Vendite di novembre' });
  });
});
