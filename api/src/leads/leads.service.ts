/**
 * The lead of the valuation chat (POST /api/contact/save): the contact form stores the owner (one per
 * e-mail, so a repeat valuation attaches to the same person; the first form's details, never overwritten by a
 * later one) and the lead with its own details and consents, then values
 * the home and queues the two e-mails. The lead is written first; a failing model or mail server never
 * loses it.
 */
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { valuationMessage, type ContactData, type ContactSaveResponse, type UserData } from '@valuta/shared';
import { consentRecord } from '../forms/consent-record.js';
import type { Agency } from '../agency/agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { normalizeEmail } from '../infra/email-address.js';
import { conflict } from '../infra/errors.js';
import type { RecordEvent } from '../infra/events.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { DATA_INCOMPLETE, resultColumns, type Valuations } from '../valuation/valuation.service.js';
import { presentSummary } from '../valuation/valuation.presenter.js';
import { readPropertyData } from '../valuation/valuation-record.js';
import { agencyLeadEmail, ownerValuationEmail } from './leads.emails.js';

interface Deps {
  config: Config;
  agency: Pick<Agency, 'live'>;
  db: Database;
  valuations: Valuations;
  sendEmail: SendEmail;
  /** Sends a message to the owner with the link to their area added (owner-area/owner-links.ts). */
  sendOwnerEmail: SendEmail;
  recordEvent: RecordEvent;
}

export function createLeads({ config, agency, db, valuations, sendEmail, sendOwnerEmail, recordEvent }: Deps) {
  const { Owner, Contact, ChatMessage, Valuation } = db.models;

  /**
   * The owner record of the form's e-mail: found, or created with the form's details. An e-mail typed in a
   * form proves nothing, so an existing record is never changed by it: the new details stay on the lead, and
   * the staff, who see both, decide whether they are the same person's (the owners service's detailsFromContact).
   */
  async function ownerFor(data: ContactData, transaction: Transaction) {
    const email = normalizeEmail(data.email);
    for (let attempt = 0; ; attempt += 1) {
      const existing = await Owner.findOne({ where: { email }, transaction });
      if (existing) return existing;
      try {
        // In a savepoint: on PostgreSQL a failed statement aborts the whole transaction, the retry with it.
        return await db.sequelize.transaction({ transaction }, (savepoint) =>
          Owner.create({ email, name: data.name, phone: data.phone, gdprConsent: true, gdprConsentAt: new Date() }, { transaction: savepoint }),
        );
      } catch (error) {
        // Another request (on this instance or another one) created the same owner a moment ago: use theirs.
        if (!(error instanceof UniqueConstraintError) || attempt > 0) throw error;
      }
    }
  }

  return {
    async saveContact(valuationId: string, data: ContactData): Promise<ContactSaveResponse> {
      const loaded = await valuations.load(valuationId);
      if (loaded.step !== 'contact' && loaded.step !== 'completed') throw conflict(DATA_INCOMPLETE);
      const result = await valuations.resultFor(loaded);

      const { valuation, owner, contact, isNew, firstResult } = await db.write(async (transaction) => {
        // The form sent twice at once (a double click, a retry), maybe to two instances: the saves take turns on
        // the valuation's row (SQLite runs one write transaction at a time anyway), and the second finds the
        // lead and the result the first stored, so the lead, the estimate message and the e-mails are not doubled.
        const valuation = (await Valuation.findByPk(valuationId, { transaction, lock: transaction.LOCK.UPDATE })) ?? loaded;
        const firstResult = result !== null && valuation.result === null;
        const owner = await ownerFor(data, transaction);
        const leadFields = {
          userId: owner.id,
          name: data.name,
          email: normalizeEmail(data.email),
          phone: data.phone,
          notes: data.notes || null,
          preferredTime: data.preferredTime ?? null,
          sendEmail: data.sendEmail,
          ...consentRecord({ privacy: data.accetto_privacy, email: data.consenso_email, whatsapp: data.consenso_whatsapp }),
        };
        const existing = await Contact.findOne({ where: { valuationId }, transaction });
        const contact = existing
          ? await existing.update(leadFields, { transaction })
          : await Contact.create({ valuationId, source: 'chat', ...leadFields }, { transaction });
        await valuation.update(
          { userId: owner.id, step: 'completed', status: 'completed', ...(firstResult ? resultColumns(result) : {}) },
          { transaction },
        );
        if (firstResult) {
          await ChatMessage.create(
            { valuationId, role: 'assistant', content: valuationMessage(result), metadata: { step: 'completed', kind: 'valuation' } },
            { transaction },
          );
        }
        return { valuation, owner, contact, isNew: !existing, firstResult };
      });

      if (isNew) await recordEvent('contact_form_completed', { valuationId });
      if (firstResult && result) await recordEvent('valuation_completed', { valuationId, metadata: { estimatedValue: result.estimatedValue } });

      // Said to the owner only when it is true: queued, and for a mail server that will deliver it.
      let estimateEmailed = false;
      if (isNew) {
        const lead = {
          contactId: contact.id,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          notes: contact.notes ?? '',
          preferredTime: contact.preferredTime ?? undefined,
          consentEmail: contact.consentEmail,
          consentWhatsapp: contact.consentWhatsapp,
          property: readPropertyData(valuation.propertyData),
          result,
        };
        const live = await agency.live(config);
        // The estimate is the service the owner asked for, sent whatever the marketing consents say.
        const about = { type: 'contact', id: contact.id };
        if (data.sendEmail) estimateEmailed = (await sendOwnerEmail({ ...ownerValuationEmail(live, lead), about })) && config.mail.smtpUrl !== null;
        await sendEmail({ ...agencyLeadEmail(live, lead), about });
      }

      const userData: UserData = { id: owner.id, name: contact.name, email: contact.email, phone: contact.phone };
      return { success: true, userData, valuation: presentSummary(valuation, contact.name), estimateEmailed };
    },
  };
}
