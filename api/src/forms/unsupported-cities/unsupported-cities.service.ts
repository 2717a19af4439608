/**
 * Requests from comuni the agency does not value online yet: the chat's simple form and the application
 * form. Both go to one table with their `kind`, so the back office lists them together (with status and
 * notes, each change audited); the agency is e-mailed, and the requester too when they gave an address.
 */
import type {
  UnsupportedCityListResponse,
  UnsupportedCityRequest,
  UnsupportedCityStatus,
  UnsupportedTownPayload,
  AdminUnsupportedCityContact,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../../audit/audit.service.js';
import type { Agency } from '../../agency/agency.service.js';
import type { Mailboxes } from '../../agency/mailboxes.js';
import type { Config } from '../../infra/config/env.js';
import type { Database } from '../../infra/db/index.js';
import type { UnsupportedCityContact } from '../../models/UnsupportedCityContact.js';
import { normalizeEmail } from '../../infra/email-address.js';
import { notFound } from '../../infra/errors.js';
import type { RecordEvent } from '../../infra/events.js';
import type { SendEmail } from '../../infra/mail/mailer.js';
import type { MayConfirm } from '../confirmation-limit.js';
import { consentRecord } from '../consent-record.js';
import { agencyEmail, requesterEmail } from './unsupported-cities.emails.js';
import { presentUnsupportedCityContact } from './unsupported-cities.presenter.js';

export const UNSUPPORTED_CITY_NOT_FOUND = 'Contatto non trovato';

interface Deps {
  config: Config;
  agency: Pick<Agency, 'live'>;
  mailboxes: Pick<Mailboxes, 'agencyInbox' | 'ownerReplyTo'>;
  db: Database;
  sendEmail: SendEmail;
  mayConfirm: MayConfirm;
  recordEvent: RecordEvent;
  audit: AuditLog;
}

export function createUnsupportedCities({ config, agency, mailboxes, db, sendEmail, mayConfirm, recordEvent, audit }: Deps) {
  const { UnsupportedCityContact, Valuation } = db.models;

  async function notify(request: UnsupportedCityContact) {
    await recordEvent('unsupported_city_requested', { valuationId: request.valuationId, metadata: { city: request.city, kind: request.kind } });
    const live = await agency.live(config);
    const about = { type: 'unsupported_city_contact', id: request.id };
    await sendEmail({ ...agencyEmail(live, request, await mailboxes.agencyInbox()), about });
    if (request.email && (await mayConfirm('unsupported_city', request.email))) {
      await sendEmail({ ...requesterEmail(live, request.email, await mailboxes.ownerReplyTo()), about });
    }
  }

  type Change = { field: 'status'; value: UnsupportedCityStatus } | { field: 'adminNotes'; value: string };

  async function change(actor: AuditActor, id: number, change: Change): Promise<AdminUnsupportedCityContact> {
    return db.write(async (transaction) => {
      const contact = await UnsupportedCityContact.findByPk(id, { transaction });
      if (!contact) throw notFound(UNSUPPORTED_CITY_NOT_FOUND);
      const before = contact[change.field] ?? null;
      if (change.field === 'status') contact.status = change.value;
      else contact.adminNotes = change.value;
      await contact.save({ transaction });
      await audit.record(
        actor,
        {
          action: change.field === 'status' ? 'unsupported_city.status' : 'unsupported_city.notes',
          entityType: 'unsupported_city_contact',
          entityId: contact.id,
          before: { [change.field]: before },
          after: { [change.field]: change.value },
        },
        transaction,
      );
      return presentUnsupportedCityContact(contact);
    });
  }

  return {
    /** POST /api/contact/unsupported-city: the chat's simple form (name, phone, the home, the town). */
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

    /** POST /api/contact/unsupported-city-new: the application form (nome, cognome, email, telefono, città, motivazione). */
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

    /** Both kinds together, newest first. */
    async list(): Promise<UnsupportedCityListResponse> {
      const contacts = await UnsupportedCityContact.findAll({
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return { contacts: contacts.map(presentUnsupportedCityContact), total: contacts.length };
    },

    setStatus: (actor: AuditActor, id: number, status: UnsupportedCityStatus) => change(actor, id, { field: 'status', value: status }),

    setNotes: (actor: AuditActor, id: number, notes: string) => change(actor, id, { field: 'adminNotes', value: notes }),
  };
}
