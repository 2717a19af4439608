/** The house-change consultation form: the request is stored with its consent, then both sides are e-mailed. */
import type { Consultation } from '@valuta/shared';
import type { Config } from '../../infra/config/env.js';
import type { Models } from '../../infra/db/models/index.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { consultationEmails } from './consultations.emails.js';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  models: Pick<Models, 'ConsultationRequest'>;
  notify: NotifyForm;
  recordEvent: RecordEvent;
}

export function createConsultations({ config, models, notify, recordEvent }: Deps) {
  return {
    async save(input: Consultation) {
      const record = await models.ConsultationRequest.create({
        firstName: input.nome,
        lastName: input.cognome,
        email: input.email,
        phone: input.telefono,
        appointmentDate: input.appointment_date || null,
        appointmentTime: input.appointment_time || null,
        ...consentRecord({ privacy: input.privacy_accepted, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('consultation', consultationEmails(input, config.publicUrl), input.email);
      await recordEvent('consultation_requested', { metadata: { id: record.id } });
      return record;
    },
  };
}
