import { describe, expect, it } from 'vitest';
import type { OwnerSummary } from '@valuta/shared/owners';
import { filterOwners } from './owners.queries';

const owner = (id: number, name: string | null, email: string, phone: string | null): OwnerSummary => ({
  id,
  name,
  email,
  phone,
  created_at: '2026-01-01T00:00:00Z',
  last_valuation_date: null,
  valuations_count: 0,
  gdpr_consent: true,
});

describe('owners search', () => {
  const owners = [owner(1, 'Sara Conti', 'sara@example.it', '333 1'), owner(2, null, 'LUCA@example.it', null)];

  it('matches name, e-mail and phone whatever the case', () => {
    expect(filterOwners(owners, 'SARA').map((entry) => entry.id)).toEqual([1]);
    expect(filterOwners(owners, 'luca@').map((entry) => entry.id)).toEqual([2]);
    expect(filterOwners(owners, '333').map((entry) => entry.id)).toEqual([1]);
    expect(filterOwners(owners, '  ').map((entry) => entry.id)).toEqual([1, 2]);
  });
});
