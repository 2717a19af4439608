/**
 * GET /api/admin/export-contacts-csv: the leads of the period as a CSV, produced batch by batch so that
 * 100,000 leads stream out in constant memory (the first bytes leave before the last rows are read). Each
 * batch is one query (the lead, its valuation's columns, the customer's number of valuations) read by keyset
 * on the id, so the last batch costs what the first does; each line is built by the column plan below.
 */
import { QueryTypes } from 'sequelize';
import {
  CSV_BOM,
  CSV_LINE_END,
  CSV_SEPARATOR,
  LEAD_OUTCOME_LABELS,
  adminTimeSlotLabel,
  categoryLabel,
  contactStatusLabel,
  csvCell,
  csvRow,
  formatDate,
  formatDateTime,
  leadTypeListLabel,
  type CsvValue,
  type TimeFilter,
} from '@valuta/shared';
import { BATCH_SIZE, inBatches } from '../infra/db/batches.js';
import { toIso } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import { periodStart } from '../infra/db/period.js';

/** A lead as the export's query returns it: plain rows, since building model instances costs more than the query. */
interface ExportRow {
  id: number;
  created_at: Date | string;
  name: string;
  email: string;
  phone: string;
  status: string;
  lead_type: string;
  notes: string | null;
  admin_notes: string | null;
  preferred_time: string | null;
  consent_email: boolean | number;
  consent_whatsapp: boolean | number;
  /** Null when the lead has no valuation (LEFT JOIN). */
  valuation_id: string | null;
  city: string | null;
  property_type: string | null;
  square_meters: number | null;
  address: string | null;
  estimated_value: number | null;
  min_value: number | null;
  max_value: number | null;
  valuations_count: number | string;
  /** Null when no outcome is recorded (LEFT JOIN). */
  outcome: keyof typeof LEAD_OUTCOME_LABELS | null;
  mandate_price: number | null;
  sale_price: number | null;
  /** 'YYYY-MM-DD' (a Date if the driver parsed it). */
  sale_date: string | Date | null;
}

/**
 * The lead's instant in milliseconds: a Date on PostgreSQL; on SQLite the text Sequelize writes,
 * 'YYYY-MM-DD HH:MM:SS.SSS +00:00', read by position (toIso reads any other form).
 */
function instantOf(value: Date | string): number | string | null {
  if (value instanceof Date) return value.getTime();
  if (value.length === 30 && value.endsWith(' +00:00')) return Date.parse(`${value.slice(0, 10)}T${value.slice(11, 23)}Z`);
  return toIso(value);
}

/** A sale date as 'YYYY-MM-DD', whichever way the driver returned it. */
const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : value).slice(0, 10);

/**
 * The column plan: each header with the cell of a row. A new column is one more entry here (and its field in
 * the query when it needs one).
 */
const COLUMNS: Array<[header: string, cell: (row: ExportRow) => CsvValue]> = [
  ['ID', (row) => row.id],
  ['Data', (row) => formatDateTime(instantOf(row.created_at))],
  ['Nome', (row) => row.name],
  ['Email', (row) => row.email],
  ['Telefono', (row) => row.phone],
  ['Stato', (row) => contactStatusLabel(row.status)],
  ['Tipo lead', (row) => leadTypeListLabel(row.lead_type)],
  ['Città', (row) => row.city],
  ['Indirizzo', (row) => row.address],
  ['Tipologia', (row) => (row.valuation_id ? categoryLabel(row.property_type) : null)],
  ['Superficie (m²)', (row) => row.square_meters],
  ['Valore stimato (€)', (row) => row.estimated_value],
  ['Valore minimo (€)', (row) => row.min_value],
  ['Valore massimo (€)', (row) => row.max_value],
  ['Valutazioni del cliente', (row) => Number(row.valuations_count)],
  ['Fascia oraria', (row) => (row.preferred_time ? adminTimeSlotLabel(row.preferred_time) : null)],
  ['Messaggio del cliente', (row) => row.notes],
  ['Note admin', (row) => row.admin_notes],
  ['Consenso email', (row) => Boolean(row.consent_email)],
  ['Consenso WhatsApp', (row) => Boolean(row.consent_whatsapp)],
  ['Esito', (row) => (row.outcome ? LEAD_OUTCOME_LABELS[row.outcome] : null)],
  ['Prezzo mandato (€)', (row) => row.mandate_price],
  ['Prezzo vendita (€)', (row) => row.sale_price],
  ['Data vendita', (row) => (row.sale_date ? formatDate(`${dayOf(row.sale_date)}T12:00:00Z`) : null)],
];

export const CONTACTS_CSV_HEADER = COLUMNS.map(([header]) => header);
const CELLS = COLUMNS.map(([, cell]) => cell);

function line(row: ExportRow): string {
  let text = csvCell(CELLS[0]!(row));
  for (let index = 1; index < CELLS.length; index += 1) text += CSV_SEPARATOR + csvCell(CELLS[index]!(row));
  return text + CSV_LINE_END;
}

/** The address the owner gave, read from the valuation's JSON in the database rather than parsed per row. */
function addressSql(dialect: Database['dialect']): string {
  if (dialect === 'postgres') return "COALESCE(v.property_data->>'formattedAddress', v.property_data->>'address')";
  return `CASE WHEN json_valid(v.property_data) THEN COALESCE(json_extract(v.property_data, '$.formattedAddress'), json_extract(v.property_data, '$.address')) END`;
}

/**
 * A customer's valuations; a lead without a customer counts its own valuation. The valuations(user_id) index
 * answers each in one probe.
 */
const VALUATIONS_COUNT_SQL = `CASE WHEN c.user_id IS NOT NULL THEN (SELECT COUNT(*) FROM valuations n WHERE n.user_id = c.user_id)
  WHEN v.id IS NOT NULL THEN 1 ELSE 0 END`;

export function createContactsExport({ db }: { db: Database }) {
  const batchSql = (since: boolean, before: boolean) => `
    SELECT c.id, c.created_at, c.name, c.email, c.phone, c.status, c.lead_type, c.notes, c.admin_notes, c.preferred_time,
      c.consent_email, c.consent_whatsapp, v.id AS valuation_id, v.city, v.property_type, v.square_meters, ${addressSql(db.dialect)} AS address,
      v.estimated_value, v.min_value, v.max_value, ${VALUATIONS_COUNT_SQL} AS valuations_count,
      o.outcome, o.mandate_price, o.sale_price, o.sale_date
    FROM contacts c LEFT JOIN valuations v ON v.id = c.valuation_id LEFT JOIN lead_outcomes o ON o.contact_id = c.id
    WHERE 1 = 1${since ? ' AND c.created_at >= :since' : ''}${before ? ' AND c.id < :before' : ''}
    ORDER BY c.id DESC
    LIMIT ${BATCH_SIZE}`;

  return {
    /** The leads of the period, BOM and header first, newest first. */
    async *csv(timeFilter: TimeFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(CONTACTS_CSV_HEADER);
      const since = periodStart(timeFilter);
      const batches = inBatches((before) =>
        db.sequelize.query<ExportRow>(batchSql(since !== null, before !== null), {
          type: QueryTypes.SELECT,
          replacements: { since, before },
        }),
      );
      for await (const rows of batches) {
        let text = '';
        for (const row of rows) text += line(row);
        yield text;
      }
    },
  };
}
