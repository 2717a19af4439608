import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import { UnsupportedCityRequestSchema, UnsupportedTownPayloadSchema } from './request.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

const VALUATION_ID = 'V1StGXR8_Z5jdHi6B-myT';

describe('unsupported town, simple form', () => {
  it('answers every rule with the form’s message', () => {
    expect(
      messagesFor(UnsupportedTownPayloadSchema, {
        valuationId: VALUATION_ID,
        contactData: { name: 'Al', phone: '1234567', propertyDescription: 'bilocale', town: 'Asti', accetto_privacy: true },
      }),
    ).toEqual({
      'contactData.name': 'Il nome deve contenere almeno 3 caratteri',
      'contactData.phone': 'Inserisci un numero di telefono valido',
      'contactData.propertyDescription': 'Inserisci una descrizione di almeno 10 caratteri',
    });
  });

  it('requires the privacy notice to be accepted', () => {
    const result = messagesFor(UnsupportedTownPayloadSchema, {
      contactData: {
        name: 'Aldo Bianchi',
        phone: '0141 123456',
        propertyDescription: 'Trilocale con giardino',
        town: 'Asti',
        accetto_privacy: false,
      },
    });
    expect(result).toEqual({ 'contactData.accetto_privacy': "Devi accettare l'informativa sulla privacy per continuare" });
  });
});

describe('unsupported city request (application form)', () => {
  it('answers every rule with the form’s message, or one in its wording where it shows none', () => {
    expect(
      messagesFor(UnsupportedCityRequestSchema, {
        nome: 'A',
        cognome: 'B',
        email: 'non-una-mail',
        telefono: '123',
        citta: 'X',
        motivazione: 'boh',
        accetto_privacy: false,
      }),
    ).toEqual({
      nome: 'Il nome deve contenere almeno 2 caratteri',
      cognome: 'Il cognome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      telefono: 'Inserisci un numero di telefono valido',
      citta: 'Inserisci la città',
      motivazione: 'Inserisci una motivazione di almeno 5 caratteri',
      accetto_privacy: "Devi accettare l'informativa sulla privacy per continuare",
    });
  });
});
