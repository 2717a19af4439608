import { CALLBACK_WITHIN_HOURS, type Brand, type SellerContact } from '@valuta/shared';
import type { FormEmails } from '../form-notifier.js';
import { adminButton } from '../email-parts.js';

/**
 * The e-mails of the seller landing form: the agency calls back within the promised hours. The owner's
 * confirmation echoes nothing typed but the phone number (form-notifier.ts).
 */
export function sellerContactEmails(input: SellerContact, publicUrl: string, brand: Brand) {
  const agency: FormEmails['agency'] = {
    title: 'Nuovo contatto dalla pagina venditori',
    preheader: `${input.nome_completo} vuole una consulenza per vendere casa`,
    blocks: [
      {
        paragraph: `${input.nome_completo} ha chiesto una consulenza gratuita dalla pagina /landingvenditori. Richiamalo entro ${CALLBACK_WITHIN_HOURS} ore.`,
      },
      {
        rows: [
          ['Nome', input.nome_completo],
          ['E-mail', input.email],
          ['Telefono', input.telefono],
          ['Immobile', input.indirizzo_immobile || 'non indicato'],
        ],
      },
      adminButton(publicUrl, '/contatti-venditori'),
    ],
  };
  const requester: FormEmails['requester'] = {
    title: 'Abbiamo ricevuto la tua richiesta',
    preheader: `Ti contattiamo entro ${CALLBACK_WITHIN_HOURS} ore`,
    blocks: [
      {
        paragraph: `Buongiorno, grazie per averci scritto. Un nostro consulente ti chiamerà entro ${CALLBACK_WITHIN_HOURS} ore al numero ${input.telefono} per fissare la consulenza gratuita.`,
      },
      {
        paragraph: `Nel frattempo puoi scoprire subito quanto vale la tua casa con ${brand.assistantName}, la nostra assistente virtuale: bastano 2 minuti.`,
      },
      { button: { label: 'Valuta ora la tua casa', url: `${publicUrl}/valutazione-range` } },
    ],
  };
  return { agency, requester };
}
