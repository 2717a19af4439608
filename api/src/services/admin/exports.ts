/**
 * The server-side CSV exports (contacts, assistance), produced batch by batch so that 100,000 leads stream
 * out in constant memory: the first bytes leave before the last rows are read.
 */
import { Op, type WhereOptions } from 'sequelize';
import {
  CSV_BOM,
  adminTimeSlotLabel,
  assistanceStatusLabel,
  categoryLabel,
  contactStatusLabel,
  csvRow,
  formatDateTime,
  leadTypeListLabel,
  type TimeFilter,
} from '@valuta/shared';
import type { Database } from '../../db/index.js';
import type { Contact } from '../../db/models/Contact.js';
import { contactsFilter, valuationCountsByUser } from './contacts.js';
import { periodStart } from './period.js';
import { VALUATION_LIST_ATTRIBUTES } from './presenters.js';

const BATCH_SIZE = 1_000;

export const CONTACTS_CSV_HEADER = [
  'ID',
  'Data',
  'Nome',
  'Email',
  'Telefono',
  'Stato',
  'Tipo lead',
  'Città',
  'Indirizzo',
  'Tipologia',
  'Superficie (m²)',
  'Valore stimato (€)',
  'Valore minimo (€)',
  'Valore massimo (€)',
  'Valutazioni del cliente',
  'Fascia oraria',
  'Messaggio del cliente',
  'Note admin',
  'Consenso email',
  'Consenso WhatsApp',
];

export const ASSISTANCE_CSV_HEADER = ['ID', 'Data richiesta', 'Nome', 'Email', 'Telefono', 'Messaggio', 'Stato', 'Note admin'];

/** Rows newest first, read by id with a keyset so each batch costs the same however deep the export is. */
async function* inBatches<T extends { id: number }>(read: (beforeId: number | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let beforeId: number | null = null;
  for (;;) {
    const rows = await read(beforeId);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH_SIZE) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}

const beforeIdCondition = (beforeId: number | null): WhereOptions => (beforeId === null ? {} : { id: { [Op.lt]: beforeId } });

async function contactLines(db: Database, contacts: Contact[]): Promise<string> {
  const valuationIds = contacts.map((contact) => contact.valuationId).filter((id): id is string => !!id);
  const userIds = [...new Set(contacts.map((contact) => contact.userId).filter((id): id is number => id !== null))];
  const [valuations, counts] = await Promise.all([
    valuationIds.length > 0
      ? db.models.Valuation.findAll({ attributes: [...VALUATION_LIST_ATTRIBUTES], where: { id: { [Op.in]: valuationIds } } })
      : Promise.resolve([]),
    valuationCountsByUser(db, userIds),
  ]);
  const byId = new Map(valuations.map((valuation) => [valuation.id, valuation]));
  return contacts
    .map((contact) => {
      const valuation = contact.valuationId ? byId.get(contact.valuationId) : undefined;
      const data = (valuation?.propertyData ?? {}) as Record<string, unknown>;
      const address = (data.formattedAddress ?? data.address ?? null) as string | null;
      const count = contact.userId !== null ? (counts.get(contact.userId) ?? 0) : valuation ? 1 : 0;
      return csvRow([
        contact.id,
        formatDateTime(contact.createdAt),
        contact.name,
        contact.email,
        contact.phone,
        contactStatusLabel(contact.status),
        leadTypeListLabel(contact.leadType),
        valuation?.city ?? null,
        address,
        valuation ? categoryLabel(valuation.propertyType) : null,
        valuation?.squareMeters ?? null,
        valuation?.estimatedValue ?? null,
        valuation?.minValue ?? null,
        valuation?.maxValue ?? null,
        count,
        contact.preferredTime ? adminTimeSlotLabel(contact.preferredTime) : null,
        contact.notes,
        contact.adminNotes ?? null,
        contact.consentEmail,
        contact.consentWhatsapp,
      ]);
    })
    .join('');
}

/** The contacts export of the period, BOM and header first. */
export async function* contactsCsv(db: Database, timeFilter: TimeFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CONTACTS_CSV_HEADER);
  const filter = contactsFilter(db, { timeFilter });
  const batches = inBatches((beforeId) =>
    db.models.Contact.findAll({
      where: { [Op.and]: [filter, beforeIdCondition(beforeId)] },
      order: [['id', 'DESC']],
      limit: BATCH_SIZE,
    }),
  );
  for await (const contacts of batches) yield await contactLines(db, contacts);
}

/** The assistance export of the period. */
export async function* assistanceCsv(db: Database, timeFilter: TimeFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(ASSISTANCE_CSV_HEADER);
  const since = periodStart(timeFilter);
  const batches = inBatches((beforeId) =>
    db.models.AssistanceRequest.findAll({
      where: { [Op.and]: [since ? { createdAt: { [Op.gte]: since } } : {}, beforeIdCondition(beforeId)] },
      order: [['id', 'DESC']],
      limit: BATCH_SIZE,
    }),
  );
  for await (const requests of batches) {
    yield requests
      .map((request) =>
        csvRow([
          request.id,
          formatDateTime(request.createdAt),
          request.name,
          request.email,
          request.phone,
          request.message,
          assistanceStatusLabel(request.status),
          request.adminNotes ?? null,
        ]),
      )
      .join('');
  }
}
