/**
 * Requests from comuni the agency does not value online yet (public spec §3, §7): the chat's simple form and
 * the application form. Both go to one table with their `kind`, so the back office lists them together; the
 * agency is e-mailed, and the requester too when they gave an address.
 */
import type { UnsupportedCityRequest, UnsupportedTownPayload } from '@valuta/shared';
import type { Config } from '../../infra/config/env.js';
import type { Database } from '../../infra/db/index.js';
import type { UnsupportedCityContact } from '../../infra/db/models/UnsupportedCityContact.js';
import { consentRecord } from '../consent-record.js';
import { normalizeEmail } from '../../auth/administrators.js';
import type { RecordEvent } from '../../infra/events.js';
import type { EmailMessage, SendEmail } from '../../infra/mail/mailer.js';

function agencyEmail(config: Config, request: UnsupportedCityContact): EmailMessage {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Nome', name],
    ['Telefono', request.phone],
    ...(request.email ? ([['E-mail', request.email]] as Array<[string, string]>) : []),
    ['Comune', request.city],
    ...(request.propertyDescription ? ([['Immobile', request.propertyDescription]] as Array<[string, string]>) : []),
    ...(request.motivation ? ([['Motivazione', request.motivation]] as Array<[string, string]>) : []),
    ['Consensi', `privacy sì, e-mail ${request.consentEmail ? 'sì' : 'no'}, WhatsApp ${request.consentWhatsapp ? 'sì' : 'no'}`],
  ];
  return {
    kind: 'unsupported_city_notification',
    to: config.mail.agencyEmail,
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

function requesterEmail(config: Config, request: UnsupportedCityContact & { email: string }): EmailMessage {
  return {
    kind: 'unsupported_city_confirmation',
    to: request.email,
    replyTo: config.brand.email,
    subject: 'Abbiamo ricevuto la tua richiesta',
    content: {
      title: 'Grazie, abbiamo ricevuto la tua richiesta',
      blocks: [
        {
          paragraph: `Ciao ${request.firstName}, la valutazione online non è ancora attiva a ${request.city}, ma un nostro consulente ti contatterà per valutare il tuo immobile di persona. Ti avviseremo anche quando il servizio arriverà nella tua città.`,
        },
        { paragraph: `Per qualsiasi domanda rispondi a questa e-mail o chiamaci al ${config.brand.landline}.` },
      ],
    },
  };
}

export function createUnsupportedCityRequests(deps: { config: Config; db: Database; sendEmail: SendEmail; recordEvent: RecordEvent }) {
  const { config, db, sendEmail, recordEvent } = deps;
  const { UnsupportedCityContact, Valuation } = db.models;

  async function notify(request: UnsupportedCityContact) {
    await recordEvent('unsupported_city_requested', { valuationId: request.valuationId, metadata: { city: request.city, kind: request.kind } });
    await sendEmail(agencyEmail(config, request));
    if (request.email) await sendEmail(requesterEmail(config, request as UnsupportedCityContact & { email: string }));
  }

  return {
    /** The chat's simple form: name, phone, a description of the home, the town. */
    async saveSimple({ valuationId, contactData }: UnsupportedTownPayload): Promise<UnsupportedCityContact> {
      // A request is never refused for a stale conversation id: it is stored without the link.
      const linked = valuationId && (await Valuation.count({ where: { id: valuationId } })) > 0 ? valuationId : null;
      const request = await UnsupportedCityContact.create({
        kind: 'simple',
        valuationId: linked,
        firstName: contactData.name,
        lastName: null,
        email: null,
        phone: contactData.phone,
        city: contactData.town,
        motivation: null,
        propertyDescription: contactData.propertyDescription,
        ...consentRecord({ privacy: contactData.accetto_privacy, email: contactData.consenso_email, whatsapp: contactData.consenso_whatsapp }),
      });
      await notify(request);
      return request;
    },

    /** The application form: nome, cognome, email, telefono, città, motivazione. */
    async saveRequest(data: UnsupportedCityRequest): Promise<UnsupportedCityContact> {
      const request = await UnsupportedCityContact.create({
        kind: 'request',
        valuationId: null,
        firstName: data.nome,
        lastName: data.cognome,
        email: normalizeEmail(data.email),
        phone: data.telefono,
        city: data.citta,
        motivation: data.motivazione,
        propertyDescription: null,
        ...consentRecord({ privacy: data.accetto_privacy, email: data.consenso_email, whatsapp: data.consenso_whatsapp }),
      });
      await notify(request);
      return request;
    },
  };
}
