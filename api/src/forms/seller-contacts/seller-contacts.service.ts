/**
 * The seller landing form (/landingvenditori): the lead is stored with its consent, the agency notified and
 * the visitor confirmed. The back office lists these leads, edits status and notes together ('Modifica
 * Contatto') and deletes them, each change with its audit record.
 */
import type { AdminSellerContact, SellerContact, SellerContactUpdate } from '@valuta/shared';
import type { AuditActor, AuditLog } from '../../audit/audit.service.js';
import type { Agency } from '../../agency/agency.service.js';
import type { Config } from '../../infra/config/env.js';
import { isoOf } from '../../infra/db/dates.js';
import type { Database } from '../../infra/db/index.js';
import { badRequest, notFound } from '../../infra/errors.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { sellerContactEmails } from './seller-contacts.emails.js';
import { presentSellerContact } from './seller-contacts.presenter.js';

export const SELLER_CONTACT_NOT_FOUND = 'Contatto venditore non trovato';

interface Deps {
  config: Pick<Config, 'publicUrl' | 'brand'>;
  agency: Pick<Agency, 'brand'>;
  db: Database;
  notify: NotifyForm;
  recordEvent: RecordEvent;
  audit: AuditLog;
}

export function createSellerContacts({ config, agency, db, notify, recordEvent, audit }: Deps) {
  const { SellerContact } = db.models;

  return {
    /** POST /api/seller-contacts */
    async save(input: SellerContact) {
      const record = await SellerContact.create({
        fullName: input.nome_completo,
        email: input.email,
        phone: input.telefono,
        propertyAddress: input.indirizzo_immobile || null,
        ...consentRecord({ privacy: input.privacy_accettata, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      const confirmationEmailed = await notify('seller_contact', sellerContactEmails(input, config.publicUrl, await agency.brand()), input.email, {
        type: 'seller_contact',
        id: record.id,
      });
      await recordEvent('seller_form_completed', { metadata: { id: record.id } });
      return { record, confirmationEmailed };
    },

    async list(): Promise<AdminSellerContact[]> {
      const contacts = await SellerContact.findAll({
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return contacts.map(presentSellerContact);
    },

    async update(actor: AuditActor, id: number, update: SellerContactUpdate): Promise<AdminSellerContact> {
      if (update.id !== undefined && Number(update.id) !== id) throw badRequest("L'identificativo non corrisponde al contatto.");
      return db.write(async (transaction) => {
        const contact = await SellerContact.findByPk(id, { transaction });
        if (!contact) throw notFound(SELLER_CONTACT_NOT_FOUND);
        const before = { status: contact.status, adminNotes: contact.adminNotes ?? null };
        contact.status = update.status;
        contact.adminNotes = update.admin_notes;
        await contact.save({ transaction });
        await audit.record(
          actor,
          {
            action: 'seller_contact.update',
            entityType: 'seller_contact',
            entityId: contact.id,
            before,
            after: { status: contact.status, adminNotes: contact.adminNotes },
          },
          transaction,
        );
        return presentSellerContact(contact);
      });
    },

    async remove(actor: AuditActor, id: number): Promise<void> {
      await db.write(async (transaction) => {
        const contact = await SellerContact.findByPk(id, { transaction });
        if (!contact) throw notFound(SELLER_CONTACT_NOT_FOUND);
        await contact.destroy({ transaction });
        await audit.record(
          actor,
          {
            action: 'seller_contact.delete',
            entityType: 'seller_contact',
            entityId: contact.id,
            before: { fullName: contact.fullName, email: contact.email, status: contact.status, createdAt: isoOf(contact.createdAt) },
            after: { deleted: true },
          },
          transaction,
        );
      });
    },
  };
}
