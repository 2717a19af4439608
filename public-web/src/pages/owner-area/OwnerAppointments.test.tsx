import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerAreaAppointment } from '@valuta/shared/owner-area';
import { OwnerAppointments } from './OwnerAppointments';

const CONFIRMED: OwnerAreaAppointment = {
  id: 7,
  state: 'confermato',
  state_label: 'Confermato',
  scheduled_at: '2026-12-20T09:00:00.000Z',
  duration_minutes: 30,
  location: 'Via Nizza 12, Torino',
  requested_date: null,
  preferred_time: null,
  request: null,
  can_change: true,
};

describe("the owner's appointments", () => {
  it('offers to move a confirmed one, and asks for a day before sending anything', () => {
    render(<OwnerAppointments appointments={[CONFIRMED]} />);
    expect(screen.getByText('Confermato')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sposta' }));
    const form = screen.getByRole('form', { name: "Sposta l'appuntamento" });
    fireEvent.submit(form);
    expect(screen.getByRole('alert').textContent).toBe('Scegli un giorno valido');
  });

  it('asks for the reason of a cancellation', () => {
    render(<OwnerAppointments appointments={[CONFIRMED]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    fireEvent.submit(screen.getByRole('form', { name: "Annulla l'appuntamento" }));
    expect(screen.getByRole('alert').textContent).toMatch(/Scrivi il motivo/);
  });

  it('shows a pending request and offers no change while it waits', () => {
    const asked: OwnerAreaAppointment = {
      ...CONFIRMED,
      can_change: false,
      request: { kind: 'move', state: 'in_attesa', date: '2026-12-22', time_slot: 'pomeriggio', reason: null, created_at: '2026-12-10T10:00:00Z' },
    };
    render(<OwnerAppointments appointments={[asked]} />);
    expect(screen.getByTestId('owner-request').textContent).toBe(
      "Hai chiesto di spostarlo a 22/12/2026, Pomeriggio (14:00-18:00): In attesa di risposta dall'agenzia",
    );
    expect(screen.queryByRole('button', { name: 'Sposta' })).toBeNull();
  });

  it('is not shown without appointments', () => {
    const { container } = render(<OwnerAppointments appointments={[]} />);
    expect(container.textContent).toBe('');
  });
});
