import { describe, expect, it } from 'vitest';
import type { AdminAssistanceRequest } from '@valuta/shared/assistance';
import { filterAssistance } from './assistance-filters';

const NOW = new Date('2026-03-31T12:00:00Z').getTime();
const request = (id: number, daysAgo: number, overrides: Partial<AdminAssistanceRequest> = {}): AdminAssistanceRequest => ({
  id,
  nome: `Persona ${id}`,
  email: `p${id}@example.it`,
  telefono: '011 123456',
  descrizione: 'Il modulo non si invia',
  status: 'new',
  created_at: new Date(NOW - daysAgo * 86_400_000).toISOString(),
  updated_at: new Date(NOW).toISOString(),
  assigned_to: null,
  admin_notes: null,
  ...overrides,
});

describe('assistance filters', () => {
  const list = [request(1, 1), request(2, 10, { status: 'completed' }), request(3, 45, { nome: 'Carla Bruni' })];

  it('filter by days elapsed', () => {
    const ids = (timeFilter: '7days' | '30days' | '90days' | 'all') =>
      filterAssistance(list, { search: '', status: 'all', timeFilter }, NOW).map((entry) => entry.id);
    expect(ids('7days')).toEqual([1]);
    expect(ids('30days')).toEqual([1, 2]);
    expect(ids('90days')).toEqual([1, 2, 3]);
    expect(ids('all')).toEqual([1, 2, 3]);
  });

  it('filter by status and by text, case-insensitively', () => {
    expect(filterAssistance(list, { search: '', status: 'completed', timeFilter: 'all' }, NOW).map((entry) => entry.id)).toEqual([2]);
    expect(filterAssistance(list, { search: 'CARLA', status: 'all', timeFilter: 'all' }, NOW).map((entry) => entry.id)).toEqual([3]);
  });
});
