/**
 * An appointment as the owner requests it from the chat after the estimate: the form, the payload of
 * POST /api/appointment/save and its answer. Apart from the back office's part (admin.ts), which the chat
 * does not load.
 */
import { z } from 'zod';
import { mustAccept, optionalFlag, phoneNumber } from '../fields.js';
import { TIME_SLOTS } from '../time-slots.js';
import { ValuationIdSchema } from '../valuation/index.js';

const PHONE_MESSAGE = 'Il numero di telefono deve essere di almeno 5 caratteri';
const TIME_MESSAGE = 'Seleziona la fascia oraria preferita';
const PRIVACY_MESSAGE = "È necessario accettare l'informativa sulla privacy";

/** The appointment form bubble of the chat. */
export const AppointmentFormSchema = z.object({
  phone: phoneNumber(5, PHONE_MESSAGE),
  preferredTime: z.enum(TIME_SLOTS, { error: TIME_MESSAGE }).default('mattina'),
  privacy: mustAccept(PRIVACY_MESSAGE),
  whatsappOk: optionalFlag(),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type AppointmentFormInput = z.input<typeof AppointmentFormSchema>;
export type AppointmentForm = z.output<typeof AppointmentFormSchema>;

/**
 * POST /api/appointment/save: the form's fields (phone, time slot, WhatsApp) plus the privacy and consent flags, which the server
 * stores with their time as the GDPR record.
 */
export const AppointmentSavePayloadSchema = z.object({
  valuation_id: ValuationIdSchema,
  user_id: z.coerce.number({ error: 'Utente non valido' }).int({ error: 'Utente non valido' }).positive({
    error: 'Utente non valido',
  }),
  phone: phoneNumber(5, PHONE_MESSAGE),
  preferred_time: z.enum(TIME_SLOTS, { error: TIME_MESSAGE }),
  whatsapp_ok: optionalFlag(),
  accetto_privacy: mustAccept(PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type AppointmentSavePayload = z.output<typeof AppointmentSavePayloadSchema>;

/** POST /api/appointment/save */
export interface AppointmentSaveResponse {
  success: true;
  appointment: { id: number; preferredTime: 'mattina' | 'pomeriggio' };
}
