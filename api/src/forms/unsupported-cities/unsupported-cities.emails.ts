/**
 * The e-mails of a request from a comune not covered: the request to the agency, a confirmation to the
 * requester that echoes nothing typed, not even the comune (form-notifier.ts).
 */
import { reachSentence } from '../../agency/ways-to-reach.js';
import type { Config } from '../../infra/config/env.js';
import type { UnsupportedCityContact } from '../../models/UnsupportedCityContact.js';
import type { EmailMessage } from '../../infra/mail/mailer.js';

export function agencyEmail(config: Config, request: UnsupportedCityContact, to: readonly string[]): EmailMessage {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const optional = (label: string, value: string | null): Array<[string, string]> => (value ? [[label, value]] : []);
  const rows: Array<[string, string]> = [
    ['Nome', name],
    ['Telefono', request.phone],
    ...optional('E-mail', request.email),
    ['Comune', request.city],
    ...optional('Immobile', request.propertyDescription),
    ...optional('Motivazione', request.motivation),
    ['Consensi', `privacy sì, e-mail ${request.consentEmail ? 'sì' : 'no'}, WhatsApp ${request.consentWhatsapp ? 'sì' : 'no'}`],
  ];
  return {
    kind: 'unsupported_city_notification',
    to,
    replyTo: request.email,
    subject: `Richiesta da un comune non coperto: ${request.city} – ${name}`,
    content: {
      title: 'Richiesta da un comune non ancora coperto',
      blocks: [
        { paragraph: 'Un proprietario chiede una valutazione in un comune dove il servizio online non è ancora attivo.' },
        { rows },
        { button: { label: 'Apri le richieste', url: `${config.publicUrl}/admin/citta-non-supportate` } },
      ],
    },
  };
}

export function requesterEmail(config: Config, to: string, replyTo: string | null): EmailMessage {
  return {
    kind: 'unsupported_city_confirmation',
    to,
    replyTo,
    subject: 'Abbiamo ricevuto la tua richiesta',
    content: {
      title: 'Grazie, abbiamo ricevuto la tua richiesta',
      blocks: [
        {
          paragraph: `Buongiorno, la valutazione online non è ancora attiva nel tuo comune, ma un nostro consulente ti contatterà per valutare il tuo immobile di persona. Ti avviseremo anche quando il servizio arriverà nella tua città.`,
        },
        ...reachSentence('Per qualsiasi domanda', config.brand, replyTo),
      ],
    },
  };
}
