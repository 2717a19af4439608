/** Requests from towns the chat does not cover (both forms): the list, their status and notes. */
import type { AdminUnsupportedCityContact, UnsupportedCityListResponse, UnsupportedCityStatus } from '@valuta/shared';
import type { Database } from '../../infra/db/index.js';
import type { UnsupportedCityContact } from '../../infra/db/models/UnsupportedCityContact.js';
import { notFound } from '../../infra/errors.js';
import { recordAudit, type AuditActor } from '../../audit/audit.js';
import { isoOf } from '../../infra/db/dates.js';

export const UNSUPPORTED_CITY_NOT_FOUND = 'Contatto non trovato';

export function presentUnsupportedCityContact(contact: UnsupportedCityContact): AdminUnsupportedCityContact {
  return {
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

export async function listUnsupportedCityContacts(db: Database): Promise<UnsupportedCityListResponse> {
  const contacts = await db.models.UnsupportedCityContact.findAll({
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return { contacts: contacts.map(presentUnsupportedCityContact), total: contacts.length };
}

async function changeUnsupportedCityContact(
  db: Database,
  actor: AuditActor,
  id: number,
  field: 'status' | 'adminNotes',
  value: string,
): Promise<AdminUnsupportedCityContact> {
  return db.write(async (transaction) => {
    const contact = await db.models.UnsupportedCityContact.findByPk(id, { transaction });
    if (!contact) throw notFound(UNSUPPORTED_CITY_NOT_FOUND);
    const before = contact[field] ?? null;
    contact.set(field, value);
    await contact.save({ transaction });
    await recordAudit(
      db.models,
      actor,
      {
        action: field === 'status' ? 'unsupported_city.status' : 'unsupported_city.notes',
        entityType: 'unsupported_city_contact',
        entityId: contact.id,
        before: { [field]: before },
        after: { [field]: value },
      },
      transaction,
    );
    return presentUnsupportedCityContact(contact);
  });
}

export const setUnsupportedCityStatus = (db: Database, actor: AuditActor, id: number, status: UnsupportedCityStatus) =>
  changeUnsupportedCityContact(db, actor, id, 'status', status);

export const setUnsupportedCityNotes = (db: Database, actor: AuditActor, id: number, notes: string) =>
  changeUnsupportedCityContact(db, actor, id, 'adminNotes', notes);
