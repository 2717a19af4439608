import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.js';
import { emailAddress, mustAccept, nameText, optionalFlag, optionalText, phoneNumber } from '../fields.js';
import { ValuationIdSchema } from '../valuation/index.js';

export const CHAT_PRIVACY_MESSAGE = "Devi accettare l'informativa sulla privacy per continuare";

const contactFields = {
  name: nameText(2, 'Il nome è obbligatorio'),
  email: emailAddress('Email non valida'),
  phone: phoneNumber(6, 'Numero di telefono non valido'),
  notes: optionalText(),
};

/**
 * The contact form inside the chat: the privacy notice must be accepted; the marketing consents (e-mail,
 * WhatsApp) are two separate, optional boxes. Refusing them still gets the estimate the owner asked for.
 */
export const ChatContactFormSchema = z.object({
  ...contactFields,
  privacy: mustAccept(CHAT_PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type ChatContactFormInput = z.input<typeof ChatContactFormSchema>;
export type ChatContactForm = z.output<typeof ChatContactFormSchema>;

/**
 * contactData of POST /api/contact/save. The estimate the owner asks for is e-mailed whatever the marketing
 * consents say (it is the service requested, not marketing); consenso_email and consenso_whatsapp are optional.
 */
export const ContactDataSchema = z.object({
  ...contactFields,
  preferredTime: z.enum(TIME_SLOTS, { error: 'Seleziona la fascia oraria preferita' }).optional(),
  sendEmail: z.boolean({ error: 'Valore non valido' }).optional().default(true),
  accetto_privacy: mustAccept(CHAT_PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type ContactData = z.output<typeof ContactDataSchema>;

export const ContactSavePayloadSchema = z.object({
  valuationId: ValuationIdSchema,
  contactData: ContactDataSchema,
});

export type ContactDataInput = z.input<typeof ContactDataSchema>;
