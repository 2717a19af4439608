import { describe, expect, it } from 'vitest';
import {
  SellerContactUpdateSchema,
  SellerContactsExportQuerySchema,
  filterSellerContacts,
  sellerContactsExportPath,
  type AdminSellerContact,
} from './admin.js';

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

describe('the seller-contacts filters', () => {
  const list = [
    contact({ id: 1, status: 'new' }),
    contact({ id: 2, nome_completo: 'Aldo Neri', email: 'aldo@example.it', indirizzo_immobile: 'Corso Francia 3', status: 'closed' }),
    contact({ id: 3, nome_completo: 'Bea Rosa', email: 'bea@example.it', indirizzo_immobile: null, status: 'contacted' }),
  ];

  it('search name, e-mail, phone and address, case-insensitively, then filter the status', () => {
    expect(filterSellerContacts(list, 'FRANCIA', 'all').map((entry) => entry.id)).toEqual([2]);
    expect(filterSellerContacts(list, 'bea@', 'all').map((entry) => entry.id)).toEqual([3]);
    expect(filterSellerContacts(list, '', 'closed').map((entry) => entry.id)).toEqual([2]);
    expect(filterSellerContacts(list, 'franca', 'closed')).toEqual([]);
  });

  it('ask the export for what the screen shows', () => {
    expect(sellerContactsExportPath({ search: '', status: 'all', onlyMine: false })).toBe('/api/admin/export-seller-contacts-csv');
    const path = sellerContactsExportPath({ search: ' Via Po ', status: 'closed', onlyMine: true });
    expect(path).toBe('/api/admin/export-seller-contacts-csv?search=Via+Po&status=closed&mine=1');
    const query = Object.fromEntries(new URL(path, 'http://localhost').searchParams);
    expect(SellerContactsExportQuerySchema.parse(query)).toEqual({ search: 'Via Po', status: 'closed', mine: '1' });
  });
});

describe('seller contact change', () => {
  it('takes status and notes of a seller contact together', () => {
    expect(SellerContactUpdateSchema.parse({ id: 3, status: 'closed', admin_notes: 'venduto' })).toEqual({
      id: 3,
      status: 'closed',
      admin_notes: 'venduto',
    });
    expect(SellerContactUpdateSchema.safeParse({ status: 'nuovo' }).success).toBe(false);
  });
});
