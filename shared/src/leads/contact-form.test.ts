import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import { ChatContactFormSchema, ContactSavePayloadSchema } from './contact-form.js';
import { toContactData } from './contact-save.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

const VALUATION_ID = 'V1StGXR8_Z5jdHi6B-myT';

describe('chat contact form', () => {
  const valid = { name: 'Luca Verdi', email: 'luca@example.it', phone: '3331234567', privacy: true, consenso_whatsapp: true };

  it('answers every rule with the form’s message', () => {
    expect(messagesFor(ChatContactFormSchema, { name: 'L', email: 'x', phone: '123', privacy: false })).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      privacy: "Devi accettare l'informativa sulla privacy per continuare",
    });
  });

  it('carries each marketing consent into the payload on its own, unticked by default', () => {
    const data = toContactData(ChatContactFormSchema.parse(valid));
    expect(data).toMatchObject({ accetto_privacy: true, consenso_email: false, consenso_whatsapp: true, notes: '' });
    expect(ContactSavePayloadSchema.safeParse({ valuationId: VALUATION_ID, contactData: data }).success).toBe(true);
  });

  it('accepts a payload with the privacy notice accepted and no marketing consent', () => {
    const parsed = ContactSavePayloadSchema.parse({
      valuationId: VALUATION_ID,
      contactData: { name: 'Luca', email: 'luca@example.it', phone: '3331234567', accetto_privacy: true },
    });
    expect(parsed.contactData).toMatchObject({ consenso_email: false, consenso_whatsapp: false });
  });

  it('refuses a payload without a valuation id', () => {
    expect(messagesFor(ContactSavePayloadSchema, { contactData: {} })).toMatchObject({
      valuationId: 'Valutazione non inizializzata',
    });
  });
});
