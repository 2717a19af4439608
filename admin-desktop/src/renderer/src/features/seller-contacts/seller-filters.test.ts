import { describe, expect, it } from 'vitest';
import type { AdminSellerContact } from '@valuta/shared/seller-contacts';
import { sellerCounters } from './seller-filters';

const contact = (overrides: Partial<AdminSellerContact>): AdminSellerContact => ({
  id: 1,
  nome_completo: 'Franca Gialli',
  email: 'franca@example.it',
  telefono: '+39 340 1234567',
  indirizzo_immobile: 'Via Po 5, Torino',
  privacy_accettata: true,
  status: 'new',
  admin_notes: null,
  created_at: '2026-03-05T10:15:00.000Z',
  updated_at: '2026-03-05T10:15:00.000Z',
  assigned_to: null,
  ...overrides,
});

describe('the seller-contacts counters', () => {
  it('count every contact by status', () => {
    const list = [contact({ id: 1, status: 'new' }), contact({ id: 2, status: 'closed' }), contact({ id: 3, status: 'contacted' })];
    expect(sellerCounters(list)).toEqual({ total: 3, new: 1, contacted: 1, closed: 1 });
  });
});
