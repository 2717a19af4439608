/** The forms of a town the chat does not cover: the chat's simple one and the application form. */
import { z } from 'zod';
import { emailAddress, longText, mustAccept, nameText, optionalFlag, phoneNumber, requiredText } from '../fields.js';
import { ValuationIdSchema } from '../valuation/index.js';

const PRIVACY_MESSAGE = "Devi accettare l'informativa sulla privacy per continuare";

/**
 * The simple form for a town the chat does not cover:
 * POST /api/contact/unsupported-city with { valuationId, contactData }. The form calls the name field
 * fullName; the payload calls it name.
 */
export const UnsupportedTownContactSchema = z.object({
  name: nameText(3, 'Il nome deve contenere almeno 3 caratteri'),
  phone: phoneNumber(8, 'Inserisci un numero di telefono valido', 'Inserisci un numero di telefono valido'),
  propertyDescription: longText(10, 'Inserisci una descrizione di almeno 10 caratteri'),
  town: requiredText(2, 'Inserisci la città'),
  accetto_privacy: mustAccept(PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type UnsupportedTownContact = z.output<typeof UnsupportedTownContactSchema>;

export const UnsupportedTownPayloadSchema = z.object({
  valuationId: ValuationIdSchema.optional(),
  contactData: UnsupportedTownContactSchema,
});
export type UnsupportedTownPayload = z.output<typeof UnsupportedTownPayloadSchema>;

/**
 * The application form, used both for an unsupported city (POST /api/contact/unsupported-city-new) and for
 * the partner page: nome, cognome, email, telefono, citta, motivazione and consents. Where the form shows no
 * message of its own for a rule, ours follows the wording of the messages it shows.
 */
export const UnsupportedCityRequestSchema = z.object({
  nome: nameText(2, 'Il nome deve contenere almeno 2 caratteri'),
  cognome: nameText(2, 'Il cognome deve contenere almeno 2 caratteri'),
  email: emailAddress('Inserisci un indirizzo email valido'),
  telefono: phoneNumber(8, 'Inserisci un numero di telefono valido', 'Inserisci un numero di telefono valido'),
  citta: requiredText(2, 'Inserisci la città'),
  motivazione: longText(5, 'Inserisci una motivazione di almeno 5 caratteri'),
  accetto_privacy: mustAccept(PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type UnsupportedCityRequestInput = z.input<typeof UnsupportedCityRequestSchema>;
export type UnsupportedCityRequest = z.output<typeof UnsupportedCityRequestSchema>;
