import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import { AssistanceRequestSchema } from './request.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

describe('assistance request', () => {
  const valid = {
    name: 'Maria Rossi',
    email: 'maria@example.it',
    phone: '333 1234567',
    message: 'Vorrei sapere come funziona la valutazione.',
    accetto_privacy: true,
  };

  it('accepts a complete request and defaults the marketing consents to false', () => {
    const parsed = AssistanceRequestSchema.parse(valid);
    expect(parsed.consenso_email).toBe(false);
    expect(parsed.consenso_whatsapp).toBe(false);
  });

  it('answers every rule with the form’s message', () => {
    expect(
      messagesFor(AssistanceRequestSchema, {
        name: '  ',
        email: 'maria@',
        phone: '12345',
        message: 'ciao',
        accetto_privacy: false,
      }),
    ).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      message: 'Il messaggio è troppo breve',
      accetto_privacy: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('gives the same messages when fields are missing altogether', () => {
    expect(messagesFor(AssistanceRequestSchema, {})).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      message: 'Il messaggio è troppo breve',
      accetto_privacy: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('trims what the visitor typed', () => {
    expect(AssistanceRequestSchema.parse({ ...valid, email: '  maria@example.it ' }).email).toBe('maria@example.it');
  });

  it('refuses letters in a phone number', () => {
    expect(messagesFor(AssistanceRequestSchema, { ...valid, phone: 'chiamami' })).toEqual({
      phone: 'Numero di telefono non valido',
    });
  });

  it('refuses a line break or a tab inside a phone number, and takes the spaces people write in it', () => {
    for (const phone of ['333\n1234567', '333\r\n1234567', '333\r1234567', '333\u20281234567', '333\u20291234567', '333\t1234567']) {
      expect(messagesFor(AssistanceRequestSchema, { ...valid, phone }), JSON.stringify(phone)).toEqual({ phone: 'Numero di telefono non valido' });
    }
    for (const phone of ['+39 333 1234567', '333\u00a01234567', '(011) 12.34.56', '011/123-456']) {
      expect(AssistanceRequestSchema.parse({ ...valid, phone }).phone).toBe(phone);
    }
  });
});
