/** The 'Richiedi assistenza' dialog of the public site: the request and its answer. */
import { z } from 'zod';
import type { StoredRequestResponse } from '../answers.js';
import { emailAddress, longText, mustAccept, nameText, optionalFlag, phoneNumber } from '../fields.js';

/** 'Richiedi assistenza' dialog → POST /api/assistenza/richiesta. */
export const AssistanceRequestSchema = z.object({
  name: nameText(1, 'Il nome è obbligatorio'),
  email: emailAddress('Email non valida'),
  phone: phoneNumber(6, 'Numero di telefono non valido'),
  message: longText(5, 'Il messaggio è troppo breve'),
  accetto_privacy: mustAccept("È necessario accettare l'informativa sulla privacy"),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type AssistanceRequest = z.output<typeof AssistanceRequestSchema>;

/** POST /api/assistenza/richiesta: stored, with the confirmation the site shows. */
export interface AssistanceRequestResponse extends StoredRequestResponse {
  message: string;
}
