import { WORK_QUEUE_COUNT_CAP } from '@valuta/shared/work-queue';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@valuta/shared/format';
import type { QueueRow } from '@valuta/shared/work-queue';
import { highlightedRowKey, queueCountText, queueRowLines } from './queue-text';

const NEW_LEAD: QueueRow = {
  key: 'new_lead:12',
  kind: 'new_lead',
  dueAt: '2026-12-14T08:15:00.000Z',
  overdue: true,
  late: true,
  contactId: 12,
  appointmentId: null,
  name: 'Anna Verdi',
  phone: '333 1234567',
  email: 'anna@example.it',
  createdAt: '2026-12-14T08:00:00.000Z',
  ageSeconds: 42 * 60,
  callbackWindow: 'Mattina (9:00-13:00)',
  message: null,
  status: 'new',
  leadType: 'unknown',
  assignee: null,
  estimate: { value: 245_000, min: 230_000, max: 260_000, city: 'Torino' },
  nextAction: null,
  appointment: null,
  action: { kind: 'call', label: 'Chiama', href: 'tel:+393331234567' },
};

describe("a 'Da fare' row in words", () => {
  it("says a new lead's age and the callback window as the owner was promised it", () => {
    expect(queueRowLines(NEW_LEAD)).toEqual(['Arrivato 42 min fa', 'Richiamata: Mattina (9:00-13:00)', `Stima ${formatEuro(245_000)} · Torino`]);
  });

  it('says what a due next action is and when, and an appointment request its day', () => {
    const row: QueueRow = {
      ...NEW_LEAD,
      kind: 'next_action',
      callbackWindow: null,
      estimate: null,
      nextAction: { kind: 'call', dueAt: '2026-12-15T08:00:00.000Z', note: '', setBy: null, setAt: '2026-12-14T09:00:00.000Z' },
      appointment: { status: 'pending', source: 'chat', requestedDate: '2026-12-18', requestedTime: '10:30', scheduledAt: null },
    };
    expect(queueRowLines(row)).toEqual(['Appuntamento richiesto per 18/12/2026 10:30', 'Chiamare · 15/12/2026 09:00']);
  });

  it('reads the row a notification points to, and nothing else', () => {
    expect(highlightedRowKey('?riga=new_lead:12')).toBe('new_lead:12');
    expect(highlightedRowKey('?riga=<script>')).toBeNull();
    expect(highlightedRowKey('')).toBeNull();
  });

  it('counts the rows, up to where the server stops counting, and says when only the first are shown', () => {
    expect(queueCountText(1, 1)).toBe('1 cosa da fare');
    expect(queueCountText(12, 12)).toBe('12 cose da fare');
    expect(queueCountText(80, 50)).toBe('80 cose da fare (le prime 50)');
    expect(queueCountText(WORK_QUEUE_COUNT_CAP, 50)).toBe(`${WORK_QUEUE_COUNT_CAP}+ cose da fare (le prime 50)`);
  });
});
