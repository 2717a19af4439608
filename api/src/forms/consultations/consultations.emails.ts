import { CALLBACK_WITHIN_HOURS, type Consultation } from '@valuta/shared';
import type { FormEmails } from '../form-notifier.js';
import { adminButton } from '../email-parts.js';

/** The e-mails of the house-change consultation form; the visitor's confirmation echoes nothing typed (form-notifier.ts). */
export function consultationEmails(input: Consultation, publicUrl: string) {
  const name = `${input.nome} ${input.cognome}`;
  const when = [input.appointment_date, input.appointment_time].filter(Boolean).join(' ') || 'da concordare';
  const agency: FormEmails['agency'] = {
    title: 'Nuova richiesta di consulenza cambio casa',
    preheader: `${name}, ${when}`,
    blocks: [
      { paragraph: `${name} vuole una consulenza sulla strategia di cambio casa.` },
      {
        rows: [
          ['Nome', name],
          ['E-mail', input.email],
          ['Telefono', input.telefono],
          ['Appuntamento', when],
        ],
      },
      adminButton(publicUrl, ''),
    ],
  };
  const requester: FormEmails['requester'] = {
    title: 'Appuntamento confermato',
    preheader: `Ti contattiamo entro ${CALLBACK_WITHIN_HOURS} ore`,
    blocks: [
      {
        paragraph: `Buongiorno, abbiamo ricevuto la tua richiesta di consulenza sul cambio casa. Un consulente ti contatterà entro ${CALLBACK_WITHIN_HOURS} ore.`,
      },
    ],
  };
  return { agency, requester };
}
