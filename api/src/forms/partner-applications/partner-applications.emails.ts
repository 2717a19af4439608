import type { PartnerApplication } from '@valuta/shared';
import type { FormEmails } from '../form-notifier.js';
import { adminButton, consentRows } from '../email-parts.js';

/** The e-mails of the agent application of /diventa-partner; the applicant's confirmation echoes nothing typed (form-notifier.ts). */
export function partnerApplicationEmails(input: PartnerApplication, publicUrl: string) {
  const name = `${input.nome} ${input.cognome}`;
  const agency: FormEmails['agency'] = {
    title: 'Nuova candidatura partner',
    preheader: `${name} da ${input.citta}`,
    blocks: [
      { paragraph: `${name} si è candidato come agente partner dalla pagina /diventa-partner.` },
      {
        rows: [
          ['Nome', name],
          ['E-mail', input.email],
          ['Telefono', input.telefono],
          ['Città', input.citta],
          ['Motivazione', input.motivazione],
          ...consentRows({ email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
        ],
      },
      adminButton(publicUrl, ''),
    ],
  };
  const requester: FormEmails['requester'] = {
    title: 'Grazie per la tua candidatura',
    preheader: 'La valutiamo e ti ricontattiamo',
    blocks: [
      {
        paragraph: `Buongiorno, grazie per l'interesse a lavorare con noi. Leggiamo ogni candidatura con attenzione: ti contatteremo entro qualche giorno lavorativo per un primo colloquio conoscitivo.`,
      },
    ],
  };
  return { agency, requester };
}
