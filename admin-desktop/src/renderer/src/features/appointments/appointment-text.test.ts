import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { addDays, appointmentWhenText, weekMonday, weekOf } from './appointment-text';

const base: AdminAppointment = {
  id: 1,
  contact_id: null,
  user_id: null,
  phone: '333 1234567',
  requested_date: null,
  requested_time: null,
  status: 'pending',
  notes: null,
  whatsapp_ok: false,
  preferred_time: 'mattina',
  valuation_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  source: 'chat',
  name: null,
  email: null,
  scheduled_at: null,
  ends_at: null,
  assignee_id: null,
  assignee_name: null,
  proposed_assignee_id: null,
  location: null,
  cancel_reason: null,
  actions: ['confirm', 'cancel'],
  owner_request: null,
};

describe('the week agenda', () => {
  it('starts on Monday on Turin’s calendar, whatever the time of day', () => {
    // Sunday 29 November 2026 at 23:30 in Turin is still Sunday: the week began on Monday the 23rd.
    expect(weekMonday(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-23');
    // Monday 30 November at 00:30 in Turin is already the next week.
    expect(weekMonday(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
  });

  it('spans seven calendar days from Turin’s midnight to the next Monday’s, across the clock change', () => {
    const week = weekOf('2026-10-19');
    expect(week.days).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    expect(week.from.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    // Summer time ends on the 25th: the week is one hour longer.
    expect(week.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('when an appointment takes place', () => {
  it('reads the confirmed date, else the request', () => {
    expect(appointmentWhenText({ ...base, scheduled_at: '2026-12-03T09:30:00.000Z' })).toBe('03/12/2026 10:30');
    expect(appointmentWhenText({ ...base, requested_date: '2026-12-03', requested_time: '10:30' })).toBe('Richiesto per 03/12/2026 10:30');
    expect(appointmentWhenText(base)).toMatch(/^Da richiamare: /);
  });
});
