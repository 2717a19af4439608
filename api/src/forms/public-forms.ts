import { createHash } from 'node:crypto';
import type {
  AssistanceRequest,
  Booking,
  Consultation,
  PageVisitInput,
  PartnerApplication,
  SellerContact,
} from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Models } from '../infra/db/models/index.js';
import { consentRecord } from './consent-record.js';
import type { RecordEvent } from '../infra/events.js';
import type { EmailContent } from '../infra/mail/layout.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import {
  assistanceEmails,
  bookingEmails,
  consultationEmails,
  partnerApplicationEmails,
  sellerContactEmails,
} from './form-emails.js';

export interface PublicFormsDeps {
  config: Pick<Config, 'publicUrl' | 'brand' | 'mail'>;
  models: Pick<Models, 'SellerContact' | 'AssistanceRequest' | 'Booking' | 'ConsultationRequest' | 'PartnerApplication' | 'PageVisit'>;
  sendEmail: SendEmail;
  recordEvent: RecordEvent;
}

/**
 * What happens when a visitor sends one of the public forms: the record is written first (with its consent
 * record), then the agency is notified and the visitor gets a confirmation through the outbox, and the
 * dashboard event is counted. Only the write can fail the request: a lead is never lost to a mail problem.
 */
export function createPublicForms({ config, models, sendEmail, recordEvent }: PublicFormsDeps) {
  const { publicUrl, brand } = config;

  async function notify(kind: string, emails: { agency: EmailContent; requester: EmailContent }, requester: { email: string }) {
    await sendEmail({ kind: `${kind}_notification`, to: config.mail.agencyEmail, replyTo: requester.email, subject: emails.agency.title, content: emails.agency });
    await sendEmail({ kind: `${kind}_confirmation`, to: requester.email, replyTo: brand.email, subject: emails.requester.title, content: emails.requester });
  }

  return {
    async sellerContact(input: SellerContact) {
      const record = await models.SellerContact.create({
        fullName: input.nome_completo,
        email: input.email,
        phone: input.telefono,
        propertyAddress: input.indirizzo_immobile || null,
        ...consentRecord({ privacy: input.privacy_accettata }),
      });
      await notify('seller_contact', sellerContactEmails(input, publicUrl, brand), input);
      await recordEvent('seller_form_completed', { metadata: { id: record.id } });
      return record;
    },

    async assistance(input: AssistanceRequest) {
      const record = await models.AssistanceRequest.create({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        ...consentRecord({ privacy: input.accetto_privacy, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('assistance_request', assistanceEmails(input, publicUrl), input);
      await recordEvent('assistance_requested', { metadata: { id: record.id } });
      return record;
    },

    async booking(input: Booking) {
      const record = await models.Booking.create({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        valuation: input.valuation,
        comune: input.comune,
        requestedTime: input.requestedTime,
        whatsappOk: input.whatsappOk,
        notes: input.notes || null,
        // Agreeing to be called on WhatsApp is the only channel consent the booking form asks for.
        ...consentRecord({ privacy: input.gdprConsent, whatsapp: input.whatsappOk }),
      });
      await notify('booking', bookingEmails(input, publicUrl), input);
      await recordEvent('booking_requested', { metadata: { id: record.id, comune: input.comune } });
      return record;
    },

    async consultation(input: Consultation) {
      const record = await models.ConsultationRequest.create({
        firstName: input.nome,
        lastName: input.cognome,
        email: input.email,
        phone: input.telefono,
        appointmentDate: input.appointment_date || null,
        appointmentTime: input.appointment_time || null,
        ...consentRecord({ privacy: input.privacy_accepted }),
      });
      await notify('consultation', consultationEmails(input, publicUrl), { email: input.email });
      await recordEvent('consultation_requested', { metadata: { id: record.id } });
      return record;
    },

    async partnerApplication(input: PartnerApplication) {
      const record = await models.PartnerApplication.create({
        firstName: input.nome,
        lastName: input.cognome,
        email: input.email,
        phone: input.telefono,
        city: input.citta,
        motivation: input.motivazione,
        ...consentRecord({ privacy: input.accetto_privacy, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('partner_application', partnerApplicationEmails(input, publicUrl), input);
      await recordEvent('partner_applied', { metadata: { id: record.id } });
      return record;
    },

    /** One page view; the tab's random id is stored only as a hash, so no row can be traced to a person. */
    async pageVisit(input: PageVisitInput) {
      const visitorHash = createHash('sha256').update(input.visitId).digest('hex');
      await models.PageVisit.create({ visitorHash, path: input.path });
    },
  };
}

export type PublicForms = ReturnType<typeof createPublicForms>;
