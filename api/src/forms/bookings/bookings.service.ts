/**
 * The public booking form: the request is stored with its consents, with the appointment staff work in the
 * same transaction, then both sides are e-mailed.
 */
import type { Booking } from '@valuta/shared';
import { requestAppointment } from '../../appointments/appointment-requests.js';
import type { Config } from '../../infra/config/env.js';
import type { Database } from '../../infra/db/index.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { bookingEmails } from './bookings.emails.js';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  db: Database;
  notify: NotifyForm;
  recordEvent: RecordEvent;
}

export function createBookings({ config, db, notify, recordEvent }: Deps) {
  const { Booking } = db.models;
  return {
    async save(input: Booking) {
      const consents = consentRecord({ privacy: input.gdprConsent, email: input.consenso_email, whatsapp: input.consenso_whatsapp });
      const record = await db.write(async (transaction) => {
        const record = await Booking.create(
          {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            valuation: input.valuation,
            comune: input.comune,
            requestedTime: input.requestedTime,
            whatsappOk: input.whatsappOk,
            notes: input.notes || null,
            // 'Potete contattarmi anche su WhatsApp' is how to reach the visitor about this booking; marketing by
            // WhatsApp is its own optional box.
            ...consents,
          },
          { transaction },
        );
        await requestAppointment(
          db,
          { source: 'booking', bookingId: record.id },
          {
            name: `${input.firstName} ${input.lastName}`,
            email: input.email,
            phone: input.phone,
            preferredTime: input.requestedTime,
            whatsappOk: input.whatsappOk,
            notes: input.notes || null,
            ...consents,
          },
          transaction,
        );
        return record;
      });
      await notify('booking', bookingEmails(input, config.publicUrl), input.email, { type: 'booking', id: record.id });
      await recordEvent('booking_requested', { metadata: { id: record.id, comune: input.comune } });
      return record;
    },
  };
}
