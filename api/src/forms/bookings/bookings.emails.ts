import { PUBLIC_TIME_SLOT_LABELS, type Booking } from '@valuta/shared';
import type { FormEmails } from '../form-notifier.js';
import { adminButton, yesNo } from '../email-parts.js';

/** The e-mails of the consultation booking form; the visitor's confirmation echoes nothing typed but the phone number (form-notifier.ts). */
export function bookingEmails(input: Booking, publicUrl: string) {
  const slot = PUBLIC_TIME_SLOT_LABELS[input.requestedTime];
  const name = `${input.firstName} ${input.lastName}`;
  const agency: FormEmails['agency'] = {
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
  const requester: FormEmails['requester'] = {
    title: 'Prenotazione ricevuta',
    preheader: 'Ti chiamiamo per confermare l’appuntamento',
    blocks: [
      {
        paragraph: `Buongiorno, grazie per aver prenotato la consulenza gratuita. Ti chiameremo al ${input.phone} (${slot.toLowerCase()}) per fissare giorno e ora.`,
      },
      { paragraph: 'La consulenza dura circa 30 minuti, è gratuita e senza impegno.' },
    ],
  };
  return { agency, requester };
}
