import { describe, expect, it } from 'vitest';
import type { AdminSellerContact } from '@valuta/shared/admin-api';
import { filterSellerContacts, sellerCounters } from './seller-filters';
import { sellerContactsCsv, sellerCsvFilename } from './seller-csv';

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

describe('the seller-contacts CSV', () => {
  it('has its columns, a BOM, semicolons, CRLF lines and Italian values', () => {
    const csv = sellerContactsCsv([contact({ status: 'contacted', admin_notes: 'Richiamare; urgente' })]);
    expect(csv).toBe(
      '\uFEFFID;Nome Completo;Email;Telefono;Indirizzo Immobile;Privacy Accettata;Status;Note Admin;Data Creazione\r\n' +
        `1;Franca Gialli;franca@example.it;'+39 340 1234567;Via Po 5, Torino;Sì;Contattato;"Richiamare; urgente";05/03/2026 11:15\r\n`,
    );
  });

  it('neutralises formulas', () => {
    const csv = sellerContactsCsv([contact({ nome_completo: '=cmd|calc', email: '@x' })]);
    expect(csv).toContain(`'=cmd|calc`);
    expect(csv).toContain(`'@x`);
  });

  it('is named with the day', () => {
    expect(sellerCsvFilename(new Date('2026-03-05T10:00:00Z'))).toBe('contatti_venditori_2026-03-05.csv');
  });
});

describe('seller-contacts filters', () => {
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

  it('count every contact by status', () => {
    expect(sellerCounters(list)).toEqual({ total: 3, new: 1, contacted: 1, closed: 1 });
  });
});
