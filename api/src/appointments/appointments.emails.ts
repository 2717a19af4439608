/**
 * The two e-mails of an appointment request: the request to the agency, the confirmation to the owner. The
 * confirmation goes to the address typed in the chat's contact form, which nobody has verified: it names the
 * time slot and the phone number (digits and a few signs, no words), never the name the owner typed.
 */
import { PUBLIC_TIME_SLOT_LABELS, type PropertyData, type TimeSlot } from '@valuta/shared';
import { reachSentence } from '../agency/ways-to-reach.js';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import { placeLabel } from '../valuation/property-summary.js';

/** When the consultant calls, as a sentence says it. */
export const SLOT_WORDS: Record<TimeSlot, string> = { mattina: 'in mattinata (9:00-13:00)', pomeriggio: 'nel pomeriggio (14:00-18:00)' };

export interface AppointmentFacts {
  name: string;
  phone: string;
  slot: TimeSlot;
  whatsappOk: boolean;
  property: PropertyData;
  /** The lead's card in the back office, when the owner left the contact form. */
  contactId: number | null;
  ownerEmail: string | null;
}

export function agencyAppointmentEmail(config: Config, facts: AppointmentFacts, to: readonly string[]): EmailMessage {
  return {
    kind: 'appointment_notification',
    to,
    replyTo: facts.ownerEmail,
    subject: `Richiesta di appuntamento: ${facts.name} – ${PUBLIC_TIME_SLOT_LABELS[facts.slot]}`,
    content: {
      title: 'Nuova richiesta di consulenza',
      blocks: [
        {
          rows: [
            ['Nome', facts.name],
            ['Telefono', facts.phone],
            ['Fascia', PUBLIC_TIME_SLOT_LABELS[facts.slot]],
            ['WhatsApp', facts.whatsappOk ? 'sì, può essere contattato su WhatsApp' : 'no'],
            ['Immobile', placeLabel(facts.property)],
          ],
        },
        ...(facts.contactId !== null
          ? [{ button: { label: 'Apri la scheda del contatto', url: `${config.publicUrl}/admin/contatti/${facts.contactId}` } }]
          : []),
      ],
    },
  };
}

export function ownerAppointmentEmail(config: Config, facts: AppointmentFacts & { ownerEmail: string }, replyTo: string | null): EmailMessage {
  return {
    kind: 'appointment_confirmation',
    to: facts.ownerEmail,
    replyTo,
    subject: 'La tua consulenza gratuita',
    content: {
      title: 'Abbiamo ricevuto la tua richiesta',
      blocks: [
        {
          paragraph: `Ciao, grazie! Un nostro consulente ti chiamerà ${SLOT_WORDS[facts.slot]} al numero ${facts.phone}, entro 24 ore.`,
        },
        ...reachSentence('Se preferisci un altro momento', config.brand, replyTo),
      ],
    },
  };
}
