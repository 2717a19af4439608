import { z } from 'zod';
import { TIME_SLOTS } from './time-slots.js';
import { emailAddress, mustAccept, nameText, optionalFlag, optionalText, phoneNumber, requiredText } from './fields.js';

/** The public booking form → POST /api/book-appointment. */
export const BookingSchema = z.object({
  firstName: nameText(2, 'Il nome deve contenere almeno 2 caratteri'),
  lastName: nameText(2, 'Il cognome deve contenere almeno 2 caratteri'),
  email: emailAddress('Email non valida'),
  phone: phoneNumber(10, 'Numero di telefono non valido'),
  valuation: requiredText(1, 'Valore richiesto'),
  comune: requiredText(2, 'Comune richiesto'),
  requestedTime: z.enum(TIME_SLOTS, { error: 'Seleziona un orario preferito' }),
  whatsappOk: optionalFlag(),
  notes: optionalText(),
  gdprConsent: mustAccept('È necessario accettare il trattamento dei dati personali'),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type Booking = z.output<typeof BookingSchema>;
