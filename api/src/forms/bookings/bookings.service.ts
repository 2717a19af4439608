/** The public booking form: the request is stored with its consents, then both sides are e-mailed. */
import type { Booking } from '@valuta/shared';
import type { Config } from '../../infra/config/env.js';
import type { Models } from '../../infra/db/models/index.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { bookingEmails } from './bookings.emails.js';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  models: Pick<Models, 'Booking'>;
  notify: NotifyForm;
  recordEvent: RecordEvent;
}

export function createBookings({ config, models, notify, recordEvent }: Deps) {
  return {
    async save(input: Booking) {
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
        // 'Potete contattarmi anche su WhatsApp' is how to reach the visitor about this booking; marketing by
        // WhatsApp is its own optional box.
        ...consentRecord({ privacy: input.gdprConsent, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('booking', bookingEmails(input, config.publicUrl), input.email);
      await recordEvent('booking_requested', { metadata: { id: record.id, comune: input.comune } });
      return record;
    },
  };
}
