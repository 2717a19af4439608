/**
 * The appointment the owner asks for after the estimate (public spec §3, §5, §7): stored with its consents
 * and time, shown on the lead in the back office, e-mailed to the agency and confirmed to the owner.
 */
import { PUBLIC_TIME_SLOT_LABELS, type AppointmentSavePayload, type AppointmentSaveResponse, type PropertyData } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { AppError, conflict, notFound } from '../infra/errors.js';
import { VALUATION_NOT_INITIALISED } from '../chat/chat.service.js';
import type { AfterValuationAssistant } from '../after-estimate/after-estimate.service.js';
import { consentRecord } from '../forms/consent-record.js';
import type { RecordEvent } from '../infra/events.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { placeLabel } from '../valuation/property-summary.js';

const SLOT_WORDS = { mattina: 'in mattinata (9:00-13:00)', pomeriggio: 'nel pomeriggio (14:00-18:00)' } as const;

export function createAppointments(deps: {
  config: Config;
  db: Database;
  assistant: AfterValuationAssistant;
  sendEmail: SendEmail;
  recordEvent: RecordEvent;
}) {
  const { config, db, assistant, sendEmail, recordEvent } = deps;
  const { Valuation, Contact, Appointment, ChatMessage, User } = db.models;

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
      const fields = {
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
          : await Appointment.create(
              { ...fields, valuationId: valuation.id, userId: payload.user_id, contactId: contact?.id ?? null, requestedDate: null, requestedTime: null, notes: null },
              { transaction },
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

      await assistant.markBooked(valuation);
      if (isNew) await recordEvent('appointment_requested', { valuationId: valuation.id, metadata: { preferredTime: slot } });

      const owner = await User.findByPk(payload.user_id);
      const name = contact?.name ?? owner?.name ?? 'Proprietario';
      const place = placeLabel(valuation.propertyData as PropertyData);
      await sendEmail({
        kind: 'appointment_notification',
        to: config.mail.agencyEmail,
        replyTo: owner?.email,
        subject: `Richiesta di appuntamento: ${name} – ${PUBLIC_TIME_SLOT_LABELS[slot]}`,
        content: {
          title: 'Nuova richiesta di consulenza',
          blocks: [
            {
              rows: [
                ['Nome', name],
                ['Telefono', payload.phone],
                ['Fascia', PUBLIC_TIME_SLOT_LABELS[slot]],
                ['WhatsApp', payload.whatsapp_ok ? 'sì, può essere contattato su WhatsApp' : 'no'],
                ['Immobile', place],
              ],
            },
            ...(contact ? [{ button: { label: 'Apri la scheda del contatto', url: `${config.publicUrl}/admin/contatti/${contact.id}` } }] : []),
          ],
        },
      });
      if (owner?.email) {
        await sendEmail({
          kind: 'appointment_confirmation',
          to: owner.email,
          replyTo: config.brand.email,
          subject: 'La tua consulenza gratuita',
          content: {
            title: 'Abbiamo ricevuto la tua richiesta',
            blocks: [
              { paragraph: `Ciao ${name}, grazie! Un nostro consulente ti chiamerà ${SLOT_WORDS[slot]} al numero ${payload.phone}, entro 24 ore.` },
              { paragraph: `Se preferisci un altro momento rispondi a questa e-mail o scrivici su WhatsApp al ${config.brand.mobile}.` },
            ],
          },
        });
      }
      return { success: true, appointment: { id: appointment.id, preferredTime: slot } };
    },
  };
}
