/**
 * GET /api/admin/export-contacts-csv: the leads of the period as a CSV, produced batch by batch so that
 * 100,000 leads stream out in constant memory (the first bytes leave before the last rows are read).
 */
import { Op } from 'sequelize';
import {
  CSV_BOM,
  LEAD_OUTCOME_LABELS,
  adminTimeSlotLabel,
  categoryLabel,
  contactStatusLabel,
  csvRow,
  formatDate,
  formatDateTime,
  leadTypeListLabel,
  type TimeFilter,
} from '@valuta/shared';
import { BATCH_SIZE, beforeIdCondition, inBatches } from '../infra/db/batches.js';
import { toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import { readPropertyData } from '../valuation/valuation-record.js';
import type { LeadsAdmin } from './leads.admin.service.js';

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
  'Esito',
  'Prezzo mandato (€)',
  'Prezzo vendita (€)',
  'Data vendita',
];

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
  /** Parsed on PostgreSQL, text on SQLite: read through readPropertyData. */
  propertyData: unknown;
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
interface OutcomeRow {
  contactId: number;
  outcome: keyof typeof LEAD_OUTCOME_LABELS;
  mandatePrice: number | null;
  salePrice: number | null;
  saleDate: string | null;
}

const OUTCOME_COLUMNS = ['contactId', 'outcome', 'mandatePrice', 'salePrice', 'saleDate'];
const VALUATION_COLUMNS = ['id', 'city', 'propertyType', 'squareMeters', 'propertyData', 'estimatedValue', 'minValue', 'maxValue'];

function addressOf(valuation: ValuationRow | undefined): string | null {
  if (!valuation?.propertyData) return null;
  const data = readPropertyData(valuation.propertyData);
  return data.formattedAddress ?? data.address ?? null;
}

export function createContactsExport({ db, leads }: { db: Database; leads: Pick<LeadsAdmin, 'filter' | 'valuationCountsByUser'> }) {
  const { Contact, LeadOutcome, Valuation } = db.models;

  async function lines(contacts: ContactRow[]): Promise<string> {
    const valuationIds = contacts.map((contact) => contact.valuationId).filter((id): id is string => !!id);
    const userIds = [...new Set(contacts.map((contact) => contact.userId).filter((id): id is number => id !== null))];
    const [valuations, counts, outcomes] = await Promise.all([
      valuationIds.length > 0
        ? (Valuation.findAll({ attributes: VALUATION_COLUMNS, where: { id: { [Op.in]: valuationIds } }, raw: true }) as unknown as Promise<
            ValuationRow[]
          >)
        : Promise.resolve([]),
      leads.valuationCountsByUser(userIds),
      LeadOutcome.findAll({
        attributes: OUTCOME_COLUMNS,
        where: { contactId: { [Op.in]: contacts.map((contact) => contact.id) } },
        raw: true,
      }) as unknown as Promise<OutcomeRow[]>,
    ]);
    const byId = new Map(valuations.map((valuation) => [valuation.id, valuation]));
    const outcomeByContact = new Map(outcomes.map((outcome) => [outcome.contactId, outcome]));
    return contacts
      .map((contact) => {
        const valuation = contact.valuationId ? byId.get(contact.valuationId) : undefined;
        const count = contact.userId !== null ? (counts.get(contact.userId) ?? 0) : valuation ? 1 : 0;
        const outcome = outcomeByContact.get(contact.id);
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
          outcome ? LEAD_OUTCOME_LABELS[outcome.outcome] : null,
          outcome?.mandatePrice ?? null,
          outcome?.salePrice ?? null,
          outcome?.saleDate ? formatDate(`${outcome.saleDate}T12:00:00Z`) : null,
        ]);
      })
      .join('');
  }

  return {
    /** The leads of the period, BOM and header first, newest first. */
    async *csv(timeFilter: TimeFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(CONTACTS_CSV_HEADER);
      const filter = leads.filter({ timeFilter });
      const batches = inBatches(
        (beforeId) =>
          Contact.findAll({
            attributes: CONTACT_COLUMNS,
            where: { [Op.and]: [filter, beforeIdCondition(beforeId)] },
            order: [['id', 'DESC']],
            limit: BATCH_SIZE,
            raw: true,
          }) as unknown as Promise<ContactRow[]>,
      );
      for await (const contacts of batches) yield await lines(contacts);
    },
  };
}
