import {
  CALLBACK_WITHIN_HOURS,
  PUBLIC_TIME_SLOT_LABELS,
  type AssistanceRequest,
  type Booking,
  type Brand,
  type Consultation,
  type PartnerApplication,
  type SellerContact,
  type TimeSlot,
} from '@valuta/shared';
import type { EmailContent } from '../infra/mail/layout.js';

/**
 * The words of the e-mails the public forms send: one notification to the agency per request (with every
 * detail the visitor gave, so nobody has to open the back office to call back) and one confirmation to the
 * visitor saying what happens next.
 */

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

function consentRows(consents: { email: boolean; whatsapp: boolean }): Array<[string, string]> {
  return [
    ['Consenso comunicazioni e-mail', yesNo(consents.email)],
    ['Consenso comunicazioni WhatsApp', yesNo(consents.whatsapp)],
  ];
}

function adminButton(publicUrl: string, page: string) {
  return { button: { label: 'Apri l’area riservata', url: `${publicUrl}/admin${page}` } };
}

export function sellerContactEmails(input: SellerContact, publicUrl: string, brand: Brand) {
  const agency: EmailContent = {
    title: 'Nuovo contatto dalla pagina venditori',
    preheader: `${input.nome_completo} vuole una consulenza per vendere casa`,
    blocks: [
      { paragraph: `${input.nome_completo} ha chiesto una consulenza gratuita dalla pagina /landingvenditori. Richiamalo entro ${CALLBACK_WITHIN_HOURS} ore.` },
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
  const requester: EmailContent = {
    title: 'Abbiamo ricevuto la tua richiesta',
    preheader: `Ti contattiamo entro ${CALLBACK_WITHIN_HOURS} ore`,
    blocks: [
      { paragraph: `Gentile ${input.nome_completo}, grazie per averci scritto. Un nostro consulente ti chiamerà entro ${CALLBACK_WITHIN_HOURS} ore al numero ${input.telefono} per fissare la consulenza gratuita.` },
      { paragraph: `Nel frattempo puoi scoprire subito quanto vale la tua casa con ${brand.assistantName}, la nostra assistente virtuale: bastano 2 minuti.` },
      { button: { label: 'Valuta ora la tua casa', url: `${publicUrl}/valutazione-range` } },
    ],
  };
  return { agency, requester };
}

export function assistanceEmails(input: AssistanceRequest, publicUrl: string) {
  const agency: EmailContent = {
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
  const requester: EmailContent = {
    title: 'La tua richiesta di assistenza',
    preheader: 'Ti rispondiamo a breve',
    blocks: [
      { paragraph: `Gentile ${input.name}, abbiamo ricevuto la tua richiesta e ti risponderemo entro ${CALLBACK_WITHIN_HOURS} ore lavorative.` },
      { rows: [['Il tuo messaggio', input.message]] },
    ],
  };
  return { agency, requester };
}

export function bookingEmails(input: Booking, publicUrl: string) {
  const slot = PUBLIC_TIME_SLOT_LABELS[input.requestedTime as TimeSlot] ?? input.requestedTime;
  const name = `${input.firstName} ${input.lastName}`;
  const agency: EmailContent = {
    title: 'Nuova prenotazione di consulenza',
    preheader: `${name}, ${input.comune}, ${slot}`,
    blocks: [
      { paragraph: `${name} ha prenotato una consulenza gratuita. Chiamalo per confermare l'appuntamento.` },
      {
        rows: [
          ['Nome', name],
          ['E-mail', input.email],
          ['Telefono', input.phone],
          ['Comune', input.comune],
          ['Valutazione', input.valuation],
          ['Fascia oraria', slot],
          ['Contatto WhatsApp', yesNo(input.whatsappOk)],
          ['Note', input.notes || '—'],
        ],
      },
      adminButton(publicUrl, ''),
    ],
  };
  const requester: EmailContent = {
    title: 'Prenotazione ricevuta',
    preheader: 'Ti chiamiamo per confermare l’appuntamento',
    blocks: [
      { paragraph: `Gentile ${input.firstName}, grazie per aver prenotato la consulenza gratuita. Ti chiameremo al ${input.phone} (${slot.toLowerCase()}) per fissare giorno e ora.` },
      { paragraph: 'La consulenza dura circa 30 minuti, è gratuita e senza impegno.' },
    ],
  };
  return { agency, requester };
}

export function consultationEmails(input: Consultation, publicUrl: string) {
  const name = `${input.nome} ${input.cognome}`;
  const when = [input.appointment_date, input.appointment_time].filter(Boolean).join(' ') || 'da concordare';
  const agency: EmailContent = {
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
  const requester: EmailContent = {
    title: 'Appuntamento confermato',
    preheader: `Ti contattiamo entro ${CALLBACK_WITHIN_HOURS} ore`,
    blocks: [
      { paragraph: `Gentile ${input.nome}, abbiamo ricevuto la tua richiesta di consulenza sul cambio casa. Un consulente ti contatterà entro ${CALLBACK_WITHIN_HOURS} ore.` },
    ],
  };
  return { agency, requester };
}

export function partnerApplicationEmails(input: PartnerApplication, publicUrl: string) {
  const name = `${input.nome} ${input.cognome}`;
  const agency: EmailContent = {
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
  const requester: EmailContent = {
    title: 'Grazie per la tua candidatura',
    preheader: 'La valutiamo e ti ricontattiamo',
    blocks: [
      { paragraph: `Gentile ${input.nome}, grazie per l'interesse a lavorare con noi. Leggiamo ogni candidatura con attenzione: ti contatteremo entro qualche giorno lavorativo per un primo colloquio conoscitivo.` },
    ],
  };
  return { agency, requester };
}
