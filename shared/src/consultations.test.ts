import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from './api-errors.js';
import { ConsultationSchema } from './consultations.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

describe('consultation', () => {
  it('requires the privacy policy with the form’s message and keeps date and time optional', () => {
    expect(
      messagesFor(ConsultationSchema, {
        nome: 'Anna',
        cognome: 'Neri',
        email: 'anna@example.it',
        telefono: '0111234567',
        privacy_accepted: false,
      }),
    ).toEqual({ privacy_accepted: 'Devi accettare la privacy policy per continuare' });
  });
});
