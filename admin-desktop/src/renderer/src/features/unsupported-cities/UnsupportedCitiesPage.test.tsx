import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUnsupportedCityContact } from '@valuta/shared/unsupported-cities';
import { answerApi, renderPage } from '../../testing/render-page';
import { UnsupportedCitiesPage } from './UnsupportedCitiesPage';

afterEach(() => vi.restoreAllMocks());

const GRETA: AdminUnsupportedCityContact = {
  id: 1,
  kind: 'request',
  nome: 'Greta',
  cognome: 'Fontana',
  email: 'greta@example.it',
  telefono: '333 1234567',
  citta: 'Cuneo',
  motivazione: null,
  status: 'nuovo',
  admin_notes: null,
  created_at: '2026-11-20T10:00:00Z',
  valuation_id: null,
  // The signed-in titolare of the page tests is member 1.
  assigned_to: 1,
};

describe('the contacts from towns not covered', () => {
  it("keeps only the signed-in member's with 'Solo i miei', and offers no export", async () => {
    answerApi({
      '/api/admin/unsupported-city-contacts': {
        contacts: [GRETA, { ...GRETA, id: 2, nome: 'Bruno', cognome: 'Gallo', assigned_to: null }],
        total: 2,
      },
    });
    renderPage(<UnsupportedCitiesPage />, '/citta-non-supportate');
    expect(await screen.findByText('Bruno Gallo')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo i miei' }));
    expect(screen.queryByText('Bruno Gallo')).toBeNull();
    expect(screen.getByText('Greta Fontana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Esporta CSV' })).toBeNull();
  });
});
