import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../api-errors.js';
import { ContactsListQuerySchema } from './contacts-list.js';

function messagesOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldMessages(result.error as never);
}

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
