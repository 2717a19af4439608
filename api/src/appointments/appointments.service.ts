/**
 * The appointment the owner asks for after the estimate (POST /api/appointment/save): stored with its
 * consents and time slot, shown on the lead in the back office, e-mailed to the agency and confirmed to
 * the owner. Sending the form again corrects the open request instead of adding a second one.
 */
import type { AppointmentSavePayload, AppointmentSaveResponse } from '@valuta/shared';
import type { AfterEstimate } from '../after-estimate/after-estimate.service.js';
import { consentRecord } from '../forms/consent-record.js';
import type { Agency } from '../agency/agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { AppError, conflict, notFound } from '../infra/errors.js';
import type { RecordEvent } from '../infra/events.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { readPropertyData } from '../valuation/valuation-record.js';
import { VALUATION_NOT_INITIALISED } from '../valuation/valuation.service.js';
import { requestAppointment } from './appointment-requests.js';
import { SLOT_WORDS, agencyAppointmentEmail, ownerAppointmentEmail } from './appointments.emails.js';

export function createAppointments(deps: {
  config: Config;
  agency: Pick<Agency, 'live'>;
  db: Database;
  afterEstimate: Pick<AfterEstimate, 'markBooked'>;
  sendEmail: SendEmail;
  /** Sends a message to the owner with the link to their area added (owner-area/owner-links.ts). */
  sendOwnerEmail: SendEmail;
  recordEvent: RecordEvent;
}) {
  const { config, agency, db, afterEstimate, sendEmail, sendOwnerEmail, recordEvent } = deps;
  const { Valuation, Contact, Appointment, ChatMessage, Owner } = db.models;

  return {
    async save(payload: AppointmentSavePayload): Promise<AppointmentSaveResponse> {
      const valuation = await Valuation.findByPk(payload.valuation_id);
      if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
      if (valuation.step !== 'completed') throw conflict('Completa prima il modulo con i tuoi contatti.');
      if (valuation.userId !== payload.user_id) {
        throw new AppError(400, 'validation_error', 'Utente non valido', { user_id: 'Utente non valido' });
      }
      const contact = await Contact.findOne({ where: { valuationId: valuation.id }, order: [['id', 'DESC']] });
      const slot = payload.preferred_time;
      const owner = await Owner.findByPk(payload.user_id);
      const fields = {
        name: contact?.name ?? owner?.name ?? null,
        email: contact?.email ?? owner?.email ?? null,
        phone: payload.phone,
        preferredTime: slot,
        whatsappOk: payload.whatsapp_ok,
        ...consentRecord({ privacy: payload.accetto_privacy, email: payload.consenso_email, whatsapp: payload.consenso_whatsapp }),
      };

      const { appointment, isNew } = await db.write(async (transaction) => {
        // One open request per valuation: sending the form again corrects it.
        const open = await Appointment.findOne({ where: { valuationId: valuation.id, status: 'pending' }, transaction });
        const appointment = open
          ? await open.update(fields, { transaction })
          : await requestAppointment(
              db,
              { source: 'chat', valuationId: valuation.id, userId: payload.user_id, contactId: contact?.id ?? null },
              fields,
              transaction,
            );
        if (contact) await contact.update({ preferredTime: slot }, { transaction });
        await ChatMessage.create(
          {
            valuationId: valuation.id,
            role: 'assistant',
            content: `Appuntamento richiesto: ti chiameremo ${SLOT_WORDS[slot]} al numero ${payload.phone}.`,
            metadata: { phase: 'after', kind: 'appointment' },
          },
          { transaction },
        );
        return { appointment, isNew: !open };
      });

      await afterEstimate.markBooked(valuation);
      if (isNew) await recordEvent('appointment_requested', { valuationId: valuation.id, metadata: { preferredTime: slot } });

      const facts = {
        name: contact?.name ?? owner?.name ?? 'Proprietario',
        phone: payload.phone,
        slot,
        whatsappOk: payload.whatsapp_ok,
        property: readPropertyData(valuation.propertyData),
        contactId: contact?.id ?? null,
        ownerEmail: owner?.email ?? null,
      };
      const live = await agency.live(config);
      const about = { type: 'appointment', id: appointment.id };
      await sendEmail({ ...agencyAppointmentEmail(live, facts), about });
      if (facts.ownerEmail) await sendOwnerEmail({ ...ownerAppointmentEmail(live, { ...facts, ownerEmail: facts.ownerEmail }), about });
      return { success: true, appointment: { id: appointment.id, preferredTime: slot } };
    },
  };
}
