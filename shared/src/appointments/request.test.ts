import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import { AppointmentFormSchema, AppointmentSavePayloadSchema } from './request.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

const VALUATION_ID = 'V1StGXR8_Z5jdHi6B-myT';

describe('appointment', () => {
  it('defaults the time slot to the morning and the flags to false', () => {
    expect(AppointmentFormSchema.parse({ phone: '33312', privacy: true })).toEqual({
      phone: '33312',
      preferredTime: 'mattina',
      privacy: true,
      whatsappOk: false,
      consenso_email: false,
      consenso_whatsapp: false,
    });
  });

  it('answers every rule with the form’s message', () => {
    expect(messagesFor(AppointmentFormSchema, { phone: '333', preferredTime: 'sera', privacy: false })).toEqual({
      phone: 'Il numero di telefono deve essere di almeno 5 caratteri',
      preferredTime: 'Seleziona la fascia oraria preferita',
      privacy: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('validates the saved payload with the same messages', () => {
    expect(
      messagesFor(AppointmentSavePayloadSchema, {
        valuation_id: VALUATION_ID,
        user_id: 4,
        phone: '33',
        preferred_time: 'notte',
        accetto_privacy: true,
      }),
    ).toEqual({
      phone: 'Il numero di telefono deve essere di almeno 5 caratteri',
      preferred_time: 'Seleziona la fascia oraria preferita',
    });
  });
});
