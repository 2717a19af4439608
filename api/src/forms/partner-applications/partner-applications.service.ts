/** The agent application of /diventa-partner: stored with its consents, confirmed and e-mailed to the agency. */
import type { PartnerApplication } from '@valuta/shared';
import type { Config } from '../../infra/config/env.js';
import type { Models } from '../../models/index.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { partnerApplicationEmails } from './partner-applications.emails.js';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  models: Pick<Models, 'PartnerApplication'>;
  notify: NotifyForm;
  recordEvent: RecordEvent;
}

export function createPartnerApplications({ config, models, notify, recordEvent }: Deps) {
  return {
    async save(input: PartnerApplication) {
      const record = await models.PartnerApplication.create({
        firstName: input.nome,
        lastName: input.cognome,
        email: input.email,
        phone: input.telefono,
        city: input.citta,
        motivation: input.motivazione,
        ...consentRecord({ privacy: input.accetto_privacy, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('partner_application', partnerApplicationEmails(input, config.publicUrl), input.email, {
        type: 'partner_application',
        id: record.id,
      });
      await recordEvent('partner_applied', { metadata: { id: record.id } });
      return record;
    },
  };
}
