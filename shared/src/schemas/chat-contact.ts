import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.js';
import { emailAddress, mustAccept, nameText, optionalFlag, optionalText, phoneNumber } from './fields.js';
import { ValuationIdSchema } from './unsupported-city.js';

export const CHAT_PRIVACY_MESSAGE = "Devi accettare l'informativa sulla privacy per continuare";
export const CHAT_COMMUNICATIONS_MESSAGE = 'Devi accettare di ricevere la valutazione e le comunicazioni per continuare';

const contactFields = {
  name: nameText(2, 'Il nome è obbligatorio'),
  email: emailAddress('Email non valida'),
  phone: phoneNumber(6, 'Numero di telefono non valido'),
  notes: optionalText(),
};

/**
 * The contact form inside the chat. One "communications" checkbox sets both
 * consenso_email and consenso_whatsapp in the payload.
 */
export const ChatContactFormSchema = z.object({
  ...contactFields,
  privacy: mustAccept(CHAT_PRIVACY_MESSAGE),
  communications: mustAccept(CHAT_COMMUNICATIONS_MESSAGE),
});
export type ChatContactFormInput = z.input<typeof ChatContactFormSchema>;
export type ChatContactForm = z.output<typeof ChatContactFormSchema>;

/** contactData of POST /api/contact/save. The valuation is sent by e-mail, so that consent is required. */
export const ContactDataSchema = z.object({
  ...contactFields,
  preferredTime: z.enum(TIME_SLOTS, { error: 'Seleziona la fascia oraria preferita' }).optional(),
  sendEmail: z.boolean({ error: 'Valore non valido' }).optional().default(true),
  accetto_privacy: mustAccept(CHAT_PRIVACY_MESSAGE),
  consenso_email: mustAccept(CHAT_COMMUNICATIONS_MESSAGE),
  consenso_whatsapp: optionalFlag(),
});
export type ContactData = z.output<typeof ContactDataSchema>;

export const ContactSavePayloadSchema = z.object({
  valuationId: ValuationIdSchema,
  contactData: ContactDataSchema,
});

export type ContactDataInput = z.input<typeof ContactDataSchema>;
