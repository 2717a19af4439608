/**
 * The house-change consultation form: the request is stored with its consent, with the appointment staff work
 * in the same transaction, then both sides are e-mailed.
 */
import type { Consultation } from '@valuta/shared';
import { requestAppointment } from '../../appointments/appointment-requests.js';
import type { Config } from '../../infra/config/env.js';
import type { Database } from '../../infra/db/index.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { consultationEmails } from './consultations.emails.js';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  db: Database;
  notify: NotifyForm;
  recordEvent: RecordEvent;
}

export function createConsultations({ config, db, notify, recordEvent }: Deps) {
  const { ConsultationRequest } = db.models;
  return {
    async save(input: Consultation) {
      const consents = consentRecord({ privacy: input.privacy_accepted, email: input.consenso_email, whatsapp: input.consenso_whatsapp });
      const record = await db.write(async (transaction) => {
        const record = await ConsultationRequest.create(
          {
            firstName: input.nome,
            lastName: input.cognome,
            email: input.email,
            phone: input.telefono,
            appointmentDate: input.appointment_date || null,
            appointmentTime: input.appointment_time || null,
            ...consents,
          },
          { transaction },
        );
        await requestAppointment(
          db,
          { source: 'consultation', consultationRequestId: record.id },
          {
            name: `${input.nome} ${input.cognome}`,
            email: input.email,
            phone: input.telefono,
            requestedDate: input.appointment_date,
            requestedTime: input.appointment_time,
            ...consents,
          },
          transaction,
        );
        return record;
      });
      await notify('consultation', consultationEmails(input, config.publicUrl), input.email, { type: 'consultation_request', id: record.id });
      await recordEvent('consultation_requested', { metadata: { id: record.id } });
      return record;
    },
  };
}
