import { z } from 'zod';
import { emailAddress, mustAccept, optionalFlag, nameText, phoneNumber } from './fields.js';

const optionalString = z.string({ error: 'Valore non valido' }).trim().max(40).optional();

/** The consultation payload → POST /api/strategy-cambio-casa. */
export const ConsultationSchema = z.object({
  nome: nameText(2, 'Il nome deve contenere almeno 2 caratteri'),
  cognome: nameText(2, 'Il cognome deve contenere almeno 2 caratteri'),
  email: emailAddress('Email non valida'),
  telefono: phoneNumber(10, 'Numero di telefono non valido'),
  appointment_date: optionalString,
  appointment_time: optionalString,
  privacy_accepted: mustAccept('Devi accettare la privacy policy per continuare'),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type Consultation = z.output<typeof ConsultationSchema>;
