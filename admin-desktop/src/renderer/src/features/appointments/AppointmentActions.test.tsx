import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { AuthGate } from '../../app/AuthGate';
import { answerApi, renderPage } from '../../testing/render-page';
import { AppointmentActions } from './AppointmentActions';

afterEach(() => vi.restoreAllMocks());

const REQUEST: AdminAppointment = {
  id: 31,
  contact_id: 12,
  user_id: null,
  phone: '333 1234567',
  requested_date: '2026-12-10',
  requested_time: '10:00',
  status: 'pending',
  owner_request: null,
  notes: null,
  whatsapp_ok: true,
  preferred_time: 'mattina',
  valuation_id: null,
  created_at: '2026-12-01T10:00:00.000Z',
  source: 'booking',
  name: 'Anna Verdi',
  email: null,
  scheduled_at: null,
  ends_at: null,
  assignee_id: null,
  assignee_name: null,
  proposed_assignee_id: null,
  location: null,
  cancel_reason: null,
  actions: ['confirm', 'cancel'],
};

const TEAM = {
  assignees: [
    { id: 1, name: 'Titolare', email: 'titolare@agenzia.it' },
    { id: 7, name: 'Giulia Neri', email: 'giulia@agenzia.it' },
  ],
};

/** Who the confirmation dialog proposes as 'Chi va'. */
async function proposedGoer(appointment: AdminAppointment) {
  answerApi({ '/api/admin/appointments/assignees': TEAM });
  // Behind the gate, as in the app: the session (the titolare's) is known before any page shows.
  renderPage(
    <AuthGate>
      <AppointmentActions appointment={appointment} />
    </AuthGate>,
  );
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Conferma appuntamento 31' })));
  const dialog = await screen.findByRole('dialog', { name: 'Conferma appuntamento' });
  // The team arrives after the dialog opens; the proposed member is shown by name once it has.
  return within(dialog).findByTitle(/Giulia Neri|Titolare/);
}

describe("'Chi va' when confirming a request", () => {
  it('proposes the member the lead is assigned to, not whoever confirms', async () => {
    expect((await proposedGoer({ ...REQUEST, proposed_assignee_id: 7 })).textContent).toBe('Giulia Neri');
  });

  it('proposes whoever confirms when nobody has the lead', async () => {
    expect((await proposedGoer(REQUEST)).textContent).toBe('Titolare');
  });
});
