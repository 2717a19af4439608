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
import type { Database } from '../infra/db/index.js';
import { contactsFilter, valuationCountsByUser } from './leads.admin.service.js';
import { periodStart } from '../infra/db/period.js';
import { toIso } from '../infra/db/dates.js';

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

/** A lead as the export reads it: plain rows, since building 100,000 model instances costs more than the query. */
interface ContactRow {
  id: number;
  userId: number | null;
  valuationId: string | null;
  name: string;
  email: string;
  phone: string;
  status: string;
  leadType: string;
  notes: string | null;
  adminNotes: string | null;
  preferredTime: string | null;
  consentEmail: boolean | number;
  consentWhatsapp: boolean | number;
  createdAt: Date | string;
}

interface ValuationRow {
  id: string;
  city: string | null;
  propertyType: string | null;
  squareMeters: number | null;
  propertyData: Record<string, unknown> | string | null;
  estimatedValue: number | null;
  minValue: number | null;
  maxValue: number | null;
}

const CONTACT_COLUMNS = [
  'id',
  'userId',
  'valuationId',
  'name',
  'email',
  'phone',
  'status',
  'leadType',
  'notes',
  'adminNotes',
  'preferredTime',
  'consentEmail',
  'consentWhatsapp',
  'createdAt',
];
const VALUATION_COLUMNS = ['id', 'city', 'propertyType', 'squareMeters', 'propertyData', 'estimatedValue', 'minValue', 'maxValue'];

/** The address of a raw valuation row: SQLite hands JSON columns over as text. */
function addressOf(valuation: ValuationRow | undefined): string | null {
  if (!valuation?.propertyData) return null;
  const data = typeof valuation.propertyData === 'string' ? (JSON.parse(valuation.propertyData) as Record<string, unknown>) : valuation.propertyData;
  const address = data.formattedAddress ?? data.address;
  return typeof address === 'string' ? address : null;
}

async function contactLines(db: Database, contacts: ContactRow[]): Promise<string> {
  const valuationIds = contacts.map((contact) => contact.valuationId).filter((id): id is string => !!id);
  const userIds = [...new Set(contacts.map((contact) => contact.userId).filter((id): id is number => id !== null))];
  const [valuations, counts] = await Promise.all([
    valuationIds.length > 0
      ? (db.models.Valuation.findAll({
          attributes: VALUATION_COLUMNS,
          where: { id: { [Op.in]: valuationIds } },
          raw: true,
        }) as unknown as Promise<ValuationRow[]>)
      : Promise.resolve([]),
    valuationCountsByUser(db, userIds),
  ]);
  const byId = new Map(valuations.map((valuation) => [valuation.id, valuation]));
  return contacts
    .map((contact) => {
      const valuation = contact.valuationId ? byId.get(contact.valuationId) : undefined;
      const count = contact.userId !== null ? (counts.get(contact.userId) ?? 0) : valuation ? 1 : 0;
      return csvRow([
        contact.id,
        formatDateTime(toIso(contact.createdAt)),
        contact.name,
        contact.email,
        contact.phone,
        contactStatusLabel(contact.status),
        leadTypeListLabel(contact.leadType),
        valuation?.city ?? null,
        addressOf(valuation),
        valuation ? categoryLabel(valuation.propertyType) : null,
        valuation?.squareMeters ?? null,
        valuation?.estimatedValue ?? null,
        valuation?.minValue ?? null,
        valuation?.maxValue ?? null,
        count,
        contact.preferredTime ? adminTimeSlotLabel(contact.preferredTime) : null,
        contact.notes,
        contact.adminNotes,
        Boolean(contact.consentEmail),
        Boolean(contact.consentWhatsapp),
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
      attributes: CONTACT_COLUMNS,
      where: { [Op.and]: [filter, beforeIdCondition(beforeId)] },
      order: [['id', 'DESC']],
      limit: BATCH_SIZE,
      raw: true,
    }) as unknown as Promise<ContactRow[]>,
  );
  for await (const contacts of batches) yield await contactLines(db, contacts);
}

interface AssistanceRow {
  id: number;
  createdAt: Date | string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  adminNotes: string | null;
}

/** The assistance export of the period. */
export async function* assistanceCsv(db: Database, timeFilter: TimeFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(ASSISTANCE_CSV_HEADER);
  const since = periodStart(timeFilter);
  const batches = inBatches((beforeId) =>
    db.models.AssistanceRequest.findAll({
      attributes: ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'status', 'adminNotes'],
      where: { [Op.and]: [since ? { createdAt: { [Op.gte]: since } } : {}, beforeIdCondition(beforeId)] },
      order: [['id', 'DESC']],
      limit: BATCH_SIZE,
      raw: true,
    }) as unknown as Promise<AssistanceRow[]>,
  );
  for await (const requests of batches) {
    yield requests
      .map((request) =>
        csvRow([
          request.id,
          formatDateTime(toIso(request.createdAt)),
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
