/** A request from a comune not covered as the back office reads it (shared/src/unsupported-cities). */
import type { AdminUnsupportedCityContact } from '@valuta/shared';
import { isoOf } from '../../infra/db/dates.js';
import type { UnsupportedCityContact } from '../../models/UnsupportedCityContact.js';

export function presentUnsupportedCityContact(contact: UnsupportedCityContact): AdminUnsupportedCityContact {
  return {
    assigned_to: contact.assignedAdminId ?? null,
    id: contact.id,
    kind: contact.kind,
    nome: contact.firstName,
    cognome: contact.lastName,
    email: contact.email,
    telefono: contact.phone,
    citta: contact.city,
    motivazione: contact.motivation ?? contact.propertyDescription,
    status: contact.status,
    admin_notes: contact.adminNotes ?? null,
    created_at: isoOf(contact.createdAt),
    valuation_id: contact.valuationId,
  };
}
