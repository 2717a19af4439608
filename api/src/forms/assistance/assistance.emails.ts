import { CALLBACK_WITHIN_HOURS, type AssistanceRequest } from '@valuta/shared';
import { REPLY_TO_THIS_EMAIL } from '../../agency/ways-to-reach.js';
import type { FormEmails } from '../form-notifier.js';
import { adminButton, consentRows } from '../email-parts.js';

/** The e-mails of the 'Richiedi assistenza' dialog; the visitor's confirmation echoes nothing typed (form-notifier.ts). */
export function assistanceEmails(input: AssistanceRequest, publicUrl: string) {
  const agency: FormEmails['agency'] = {
    title: 'Nuova richiesta di assistenza',
    preheader: input.message.slice(0, 90),
    blocks: [
      { paragraph: `${input.name} ha chiesto assistenza dal sito.` },
      {
        rows: [
          ['Nome', input.name],
          ['E-mail', input.email],
          ['Telefono', input.phone],
          ['Messaggio', input.message],
          ...consentRows({ email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
        ],
      },
      adminButton(publicUrl, '/assistenza'),
    ],
  };
  const requester: FormEmails['requester'] = (canReply) => ({
    title: 'La tua richiesta di assistenza',
    preheader: 'Ti rispondiamo a breve',
    blocks: [
      { paragraph: `Buongiorno, abbiamo ricevuto la tua richiesta di assistenza e ti risponderemo entro ${CALLBACK_WITHIN_HOURS} ore lavorative.` },
      ...(canReply ? [{ paragraph: `Se vuoi aggiungere qualcosa, ${REPLY_TO_THIS_EMAIL}.` }] : []),
    ],
  });
  return { agency, requester };
}
