import { describe, expect, it } from 'vitest';
import type { AdminUserSummary } from '@valuta/shared/owners';
import { filterUsers } from './users.queries';

const user = (id: number, name: string | null, email: string, phone: string | null): AdminUserSummary => ({
  id,
  name,
  email,
  phone,
  created_at: '2026-01-01T00:00:00Z',
  last_valuation_date: null,
  valuations_count: 0,
  gdpr_consent: true,
});

describe('users search', () => {
  const users = [user(1, 'Sara Conti', 'sara@example.it', '333 1'), user(2, null, 'LUCA@example.it', null)];

  it('matches name, e-mail and phone whatever the case', () => {
    expect(filterUsers(users, 'SARA').map((entry) => entry.id)).toEqual([1]);
    expect(filterUsers(users, 'luca@').map((entry) => entry.id)).toEqual([2]);
    expect(filterUsers(users, '333').map((entry) => entry.id)).toEqual([1]);
    expect(filterUsers(users, '  ').map((entry) => entry.id)).toEqual([1, 2]);
  });
});
