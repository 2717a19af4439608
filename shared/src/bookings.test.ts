import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from './api-errors.js';
import { BookingSchema } from './bookings.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

describe('booking', () => {
  it('answers every rule with the form’s message', () => {
    expect(
      messagesFor(BookingSchema, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b',
        phone: '011123',
        valuation: '',
        comune: 'T',
        requestedTime: '',
        gdprConsent: false,
      }),
    ).toEqual({
      firstName: 'Il nome deve contenere almeno 2 caratteri',
      lastName: 'Il cognome deve contenere almeno 2 caratteri',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      valuation: 'Valore richiesto',
      comune: 'Comune richiesto',
      requestedTime: 'Seleziona un orario preferito',
      gdprConsent: 'È necessario accettare il trattamento dei dati personali',
    });
  });
});
