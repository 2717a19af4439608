import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../api-errors.js';
import {
  AppointmentFormSchema,
  AppointmentSavePayloadSchema,
  AssistanceRequestSchema,
  BookingSchema,
  ConsultationSchema,
  LoginSchema,
  SellerContactSchema,
  UnsupportedCityRequestSchema,
  UnsupportedTownPayloadSchema,
} from './index.js';

/** The { field: message } map a schema gives for an input, as the API would send it. */
function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

const VALUATION_ID = 'V1StGXR8_Z5jdHi6B-myT';

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

  it('answers every rule with the spec message', () => {
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

describe('unsupported town, simple form', () => {
  it('answers every rule with the spec message', () => {
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
  it('answers every rule with the spec message where the spec gives one', () => {
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

  it('answers every rule with the spec message', () => {
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

describe('booking', () => {
  it('answers every rule with the spec message', () => {
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

describe('consultation', () => {
  it('requires the privacy policy with the spec message and keeps date and time optional', () => {
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

describe('seller landing form', () => {
  it('answers every rule with the spec message', () => {
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

describe('login', () => {
  it('asks for both fields with one message', () => {
    expect(messagesFor(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'Inserisci email e password.',
      password: 'Inserisci email e password.',
    });
  });
});
