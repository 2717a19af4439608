import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import { SellerContactSchema } from './request.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

describe('seller landing form', () => {
  it('answers every rule with the form’s message', () => {
    expect(
      messagesFor(SellerContactSchema, {
        nome_completo: ' A ',
        email: 'anna',
        telefono: ' 123 ',
        privacy_accettata: false,
      }),
    ).toEqual({
      nome_completo: 'Il nome deve essere di almeno 2 caratteri',
      email: "Inserisci un'email valida",
      telefono: 'Il numero di telefono deve essere di almeno 6 caratteri',
      privacy_accettata: 'Devi accettare la privacy policy per continuare',
    });
  });

  it('sends a blank address as an empty string', () => {
    const parsed = SellerContactSchema.parse({
      nome_completo: 'Anna Neri',
      email: 'anna@example.it',
      telefono: '011 1234567',
      privacy_accettata: true,
    });
    expect(parsed.indirizzo_immobile).toBe('');
  });
});
