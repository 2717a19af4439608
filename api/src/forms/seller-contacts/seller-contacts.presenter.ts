/** A seller-landing lead as the back office reads it (shared/src/seller-contacts AdminSellerContact). */
import type { AdminSellerContact } from '@valuta/shared';
import { isoOf } from '../../infra/db/dates.js';
import type { SellerContact } from '../../models/SellerContact.js';

export function presentSellerContact(contact: SellerContact): AdminSellerContact {
  return {
    assigned_to: contact.assignedAdminId ?? null,
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
