import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { answerApi, renderPage } from '../../testing/render-page';
import { OwnerRequestNote } from './OwnerRequestNote';

afterEach(() => vi.restoreAllMocks());

const CONFIRMED: AdminAppointment = {
  id: 12,
  contact_id: 3,
  user_id: 2,
  phone: '333 1234567',
  requested_date: null,
  requested_time: null,
  status: 'confirmed',
  notes: null,
  whatsapp_ok: true,
  preferred_time: 'mattina',
  valuation_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  source: 'chat',
  name: 'Ornella Bassi',
  email: 'ornella.bassi@example.it',
  scheduled_at: '2026-12-20T09:00:00.000Z',
  ends_at: '2026-12-20T09:30:00.000Z',
  assignee_id: 1,
  assignee_name: 'Titolare',
  location: 'Via Nizza 12, Torino',
  cancel_reason: null,
  actions: ['reschedule', 'cancel'],
  owner_request: null,
};

describe("the owner's request on 'Appuntamenti'", () => {
  it('shows a pending move with its day and window, and sends the answer', async () => {
    const fetch = answerApi({});
    renderPage(
      <OwnerRequestNote
        appointment={{
          ...CONFIRMED,
          owner_request: {
            kind: 'move',
            state: 'in_attesa',
            date: '2026-12-22',
            time_slot: 'pomeriggio',
            reason: 'Sono fuori città',
            created_at: '2026-12-10T10:00:00Z',
          },
        }}
      />,
    );
    expect(await screen.findByText('Richiesta del cliente')).toBeTruthy();
    expect(screen.getByText('Il cliente chiede di spostarlo a 22/12/2026, Pomeriggio (14:00-18:00)')).toBeTruthy();
    expect(screen.getByText('“Sono fuori città”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta richiesta' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/appointments/12/owner-request',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ state: 'rifiutata' }) }),
      ),
    );
  });

  it('shows an answered request without buttons, and nothing without a request', async () => {
    answerApi({});
    renderPage(
      <OwnerRequestNote
        appointment={{
          ...CONFIRMED,
          owner_request: {
            kind: 'cancel',
            state: 'accettata',
            date: null,
            time_slot: null,
            reason: 'Ho venduto',
            created_at: '2026-12-10T10:00:00Z',
          },
        }}
      />,
    );
    expect(await screen.findByText('Accettata')).toBeTruthy();
    expect(screen.getByText('Il cliente chiede di annullarlo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accetta richiesta' })).toBeNull();
  });
});
