import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../api-errors.js';
import { ContactUpdateSchema, ONE_CONTACT_FIELD_MESSAGE } from './card.js';

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

  it('refuses a status or lead type the back office does not offer, and notes over 5,000 characters', () => {
    expect(messagesOf(ContactUpdateSchema.safeParse({ status: 'archived' }))).toEqual({ status: 'Stato non valido.' });
    expect(messagesOf(ContactUpdateSchema.safeParse({ leadType: 'cold' }))).toEqual({ leadType: 'Tipo di lead non valido.' });
    expect(messagesOf(ContactUpdateSchema.safeParse({ adminNotes: 'x'.repeat(5001) }))).toEqual({
      adminNotes: 'Il testo inserito è troppo lungo',
    });
  });
});
