/** Leads of the seller landing page: the list, 'Modifica Contatto' (status and notes) and deletion. */
import type { AdminSellerContact, SellerContactUpdate } from '@valuta/shared';
import type { Database } from '../../infra/db/index.js';
import type { SellerContact } from '../../infra/db/models/SellerContact.js';
import { badRequest, notFound } from '../../infra/errors.js';
import { recordAudit, type AuditActor } from '../../audit/audit.js';
import { isoOf } from '../../infra/db/dates.js';

export const SELLER_CONTACT_NOT_FOUND = 'Contatto venditore non trovato';

export function presentSellerContact(contact: SellerContact): AdminSellerContact {
  return {
    id: contact.id,
    nome_completo: contact.fullName,
    email: contact.email,
    telefono: contact.phone,
    indirizzo_immobile: contact.propertyAddress,
    privacy_accettata: contact.privacyAccepted,
    status: contact.status,
    admin_notes: contact.adminNotes ?? null,
    created_at: isoOf(contact.createdAt),
    updated_at: isoOf(contact.updatedAt),
  };
}

export async function listSellerContacts(db: Database): Promise<AdminSellerContact[]> {
  const contacts = await db.models.SellerContact.findAll({
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return contacts.map(presentSellerContact);
}

export async function updateSellerContact(
  db: Database,
  actor: AuditActor,
  id: number,
  update: SellerContactUpdate,
): Promise<AdminSellerContact> {
  if (update.id !== undefined && Number(update.id) !== id) throw badRequest("L'identificativo non corrisponde al contatto.");
  return db.write(async (transaction) => {
    const contact = await db.models.SellerContact.findByPk(id, { transaction });
    if (!contact) throw notFound(SELLER_CONTACT_NOT_FOUND);
    const before = { status: contact.status, adminNotes: contact.adminNotes ?? null };
    contact.status = update.status;
    contact.adminNotes = update.admin_notes;
    await contact.save({ transaction });
    await recordAudit(
      db.models,
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
}

export async function deleteSellerContact(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.write(async (transaction) => {
    const contact = await db.models.SellerContact.findByPk(id, { transaction });
    if (!contact) throw notFound(SELLER_CONTACT_NOT_FOUND);
    await contact.destroy({ transaction });
    await recordAudit(
      db.models,
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
}
