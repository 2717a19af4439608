/** The seller landing page's form (/landingvenditori). */
import { z } from 'zod';
import { TOO_LONG_MESSAGE, emailAddress, mustAccept, optionalFlag, nameText, phoneNumber } from '../fields.js';
import { MAX_SHORT_TEXT_LENGTH } from '../limits.js';

export const SELLER_PRIVACY_MESSAGE = 'Devi accettare la privacy policy per continuare';

/** The seller landing form → POST /api/seller-contacts. */
export const SellerContactSchema = z.object({
  nome_completo: nameText(2, 'Il nome deve essere di almeno 2 caratteri'),
  email: emailAddress("Inserisci un'email valida"),
  telefono: phoneNumber(6, 'Il numero di telefono deve essere di almeno 6 caratteri'),
  // Optional: the form sends '' when blank.
  indirizzo_immobile: z
    .string({ error: 'Indirizzo non valido' })
    .trim()
    .max(MAX_SHORT_TEXT_LENGTH, { error: TOO_LONG_MESSAGE })
    .optional()
    .default(''),
  privacy_accettata: mustAccept(SELLER_PRIVACY_MESSAGE),
  consenso_email: optionalFlag(),
  consenso_whatsapp: optionalFlag(),
});
export type SellerContact = z.output<typeof SellerContactSchema>;
