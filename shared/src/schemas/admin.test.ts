import { describe, expect, it } from 'vitest';
import { ContactUpdateSchema, ContactsListQuerySchema, ONE_CONTACT_FIELD_MESSAGE, SellerContactUpdateSchema, UserIdSchema } from './admin.js';
import { fieldMessages } from '../api-errors.js';

function messagesOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldMessages(result.error as never);
}

describe('contact update payload', () => {
  it('accepts exactly one of adminNotes, status and leadType', () => {
    expect(ContactUpdateSchema.parse({ status: 'contacted' })).toEqual({ status: 'contacted' });
    expect(ContactUpdateSchema.parse({ leadType: 'hot' })).toEqual({ leadType: 'hot' });
    expect(ContactUpdateSchema.parse({ adminNotes: '  richiamare lunedì ' })).toEqual({ adminNotes: 'richiamare lunedì' });
    expect(ContactUpdateSchema.parse({ adminNotes: null })).toEqual({ adminNotes: '' });
  });

  it('refuses none, two, or unknown fields with one Italian message', () => {
    for (const payload of [{}, { status: 'read', leadType: 'hot' }, { nome: 'x' }]) {
      expect(Object.values(messagesOf(ContactUpdateSchema.safeParse(payload)))).toEqual([ONE_CONTACT_FIELD_MESSAGE]);
    }
  });

  it('refuses values outside the spec', () => {
    expect(messagesOf(ContactUpdateSchema.safeParse({ status: 'archived' }))).toEqual({ status: 'Stato non valido.' });
    expect(messagesOf(ContactUpdateSchema.safeParse({ leadType: 'cold' }))).toEqual({ leadType: 'Tipo di lead non valido.' });
    expect(messagesOf(ContactUpdateSchema.safeParse({ adminNotes: 'x'.repeat(5001) }))).toEqual({
      adminNotes: 'Il testo inserito è troppo lungo',
    });
  });
});

describe('contacts list query', () => {
  it('defaults to the first page of 20, all periods, no search', () => {
    expect(ContactsListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, timeFilter: 'all' });
    expect(ContactsListQuerySchema.parse({ search: '   ', timeFilter: '' })).toEqual({ limit: 20, offset: 0, timeFilter: 'all' });
  });

  it('trims the search and reads numbers from the query string', () => {
    expect(ContactsListQuerySchema.parse({ limit: '20', offset: '40', search: ' rossi ', timeFilter: '7days' })).toEqual({
      limit: 20,
      offset: 40,
      search: 'rossi',
      timeFilter: '7days',
    });
  });

  it('refuses a negative offset, a huge page and an unknown period', () => {
    expect(ContactsListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(ContactsListQuerySchema.safeParse({ limit: '5000' }).success).toBe(false);
    expect(messagesOf(ContactsListQuerySchema.safeParse({ timeFilter: 'ieri' }))).toEqual({ timeFilter: 'Periodo non valido.' });
  });
});

describe('ids and seller contacts', () => {
  it("reads a user id only when numeric, with the spec's message", () => {
    expect(UserIdSchema.parse('42')).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(messagesOf(UserIdSchema.safeParse(bad))).toEqual({ _: 'ID utente non valido' });
    }
  });

  it('takes status and notes of a seller contact together', () => {
    expect(SellerContactUpdateSchema.parse({ id: 3, status: 'closed', admin_notes: 'venduto' })).toEqual({
      id: 3,
      status: 'closed',
      admin_notes: 'venduto',
    });
    expect(SellerContactUpdateSchema.safeParse({ status: 'nuovo' }).success).toBe(false);
  });
});
