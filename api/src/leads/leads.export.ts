/**
 * GET /api/admin/export-contacts-csv: the leads of the period as a CSV, produced batch by batch so that
 * 100,000 leads stream out in constant memory (the first bytes leave before the last rows are read). Each
 * batch is one query (the lead, its valuation's columns, the customer's number of valuations) read by keyset
 * on the id, so the last batch costs what the first does; each line is built by the column plan below.
 */
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
  leadTypeListLabel,
  type CsvValue,
  type TimeFilter,
} from '@valuta/shared';
import { BATCH_SIZE, inBatches } from '../infra/db/batches.js';
import type { Database } from '../infra/db/index.js';
import { periodStart } from '../infra/db/period.js';
import { dateTimeCells, labelCells } from './leads.export.cells.js';

/** A lead's fields, as the JSON object the database builds for it (see fieldsSql). */
interface ExportRow {
  id: number;
  /** UTC, as Sequelize writes a date on SQLite: 'YYYY-MM-DD HH:MM:SS.SSS +00:00'. */
  created_at: string;
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
  /** 'YYYY-MM-DD'. */
  sale_date: string | null;
}

/** A cell that is the value itself: numbers as they are, text quoted or neutralised by csvCell. */
const plain = (value: CsvValue) => csvCell(value);

/**
 * The column plan: each header with the finished cell of a row. A new column is one more entry here (and its
 * field in the query when it needs one). The plan is made for each export, so its caches (labels, the hours
 * of the dates) last one export.
 */
function columnPlan(): Array<[header: string, cell: (row: ExportRow) => string]> {
  const dateTime = dateTimeCells();
  const status = labelCells(contactStatusLabel);
  const leadType = labelCells(leadTypeListLabel);
  const category = labelCells(categoryLabel);
  const timeSlot = labelCells(adminTimeSlotLabel);
  const outcome = labelCells((value: keyof typeof LEAD_OUTCOME_LABELS) => LEAD_OUTCOME_LABELS[value]);
  const saleDay = labelCells((day: string) => formatDate(`${day}T12:00:00Z`));
  return [
    ['ID', (row) => plain(row.id)],
    ['Data', (row) => dateTime(row.created_at)],
    ['Nome', (row) => plain(row.name)],
    ['Email', (row) => plain(row.email)],
    ['Telefono', (row) => plain(row.phone)],
    ['Stato', (row) => status(row.status)],
    ['Tipo lead', (row) => leadType(row.lead_type)],
    ['Città', (row) => plain(row.city)],
    ['Indirizzo', (row) => plain(row.address)],
    ['Tipologia', (row) => (row.valuation_id ? category(row.property_type ?? '') : '')],
    ['Superficie (m²)', (row) => plain(row.square_meters)],
    ['Valore stimato (€)', (row) => plain(row.estimated_value)],
    ['Valore minimo (€)', (row) => plain(row.min_value)],
    ['Valore massimo (€)', (row) => plain(row.max_value)],
    ['Valutazioni del cliente', (row) => plain(Number(row.valuations_count))],
    ['Fascia oraria', (row) => (row.preferred_time ? timeSlot(row.preferred_time) : '')],
    ['Messaggio del cliente', (row) => plain(row.notes)],
    ['Note admin', (row) => plain(row.admin_notes)],
    ['Consenso email', (row) => plain(Boolean(row.consent_email))],
    ['Consenso WhatsApp', (row) => plain(Boolean(row.consent_whatsapp))],
    ['Esito', (row) => outcome(row.outcome)],
    ['Prezzo mandato (€)', (row) => plain(row.mandate_price)],
    ['Prezzo vendita (€)', (row) => plain(row.sale_price)],
    ['Data vendita', (row) => (row.sale_date ? saleDay(row.sale_date.slice(0, 10)) : '')],
  ];
}

export const CONTACTS_CSV_HEADER = columnPlan().map(([header]) => header);

/** The lines of a batch as one string, each ending in CRLF. */
function linesOf(rows: readonly ExportRow[], cells: ReadonlyArray<(row: ExportRow) => string>): string {
  let text = '';
  for (const row of rows) {
    let line = cells[0]!(row);
    for (let index = 1; index < cells.length; index += 1) line += CSV_SEPARATOR + cells[index]!(row);
    text += line + CSV_LINE_END;
  }
  return text;
}

/** The address the owner gave, read from the valuation's JSON in the database rather than parsed per row. */
function addressSql(dialect: Database['dialect']): string {
  if (dialect === 'postgres') return "COALESCE(v.property_data->>'formattedAddress', v.property_data->>'address')";
  // ->> answers SQL text (json_extract's answer would be nested as JSON by json_object when it is an object).
  return `CASE WHEN json_valid(v.property_data) THEN COALESCE(v.property_data ->> '$.formattedAddress', v.property_data ->> '$.address') END`;
}

/**
 * A customer's valuations; a lead without a customer counts its own valuation. The valuations(user_id) index
 * answers each in one probe.
 */
const VALUATIONS_COUNT_SQL = `CASE WHEN c.user_id IS NOT NULL THEN (SELECT COUNT(*) FROM valuations n WHERE n.user_id = c.user_id)
  WHEN v.id IS NOT NULL THEN 1 ELSE 0 END`;

/**
 * Each lead comes back as one JSON object that the database builds, read with one JSON.parse: the drivers
 * build a row field by field (node-sqlite3 through N-API, pg decoding and parsing each field), which cost the
 * server more CPU than the query itself. The instant is read as UTC text on both databases.
 */
function fieldsSql(dialect: Database['dialect']): string {
  const fields: Record<keyof ExportRow, string> = {
    id: 'c.id',
    created_at: dialect === 'postgres' ? "to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') || ' +00:00'" : 'c.created_at',
    name: 'c.name',
    email: 'c.email',
    phone: 'c.phone',
    status: 'c.status',
    lead_type: 'c.lead_type',
    notes: 'c.notes',
    admin_notes: 'c.admin_notes',
    preferred_time: 'c.preferred_time',
    consent_email: 'c.consent_email',
    consent_whatsapp: 'c.consent_whatsapp',
    valuation_id: 'v.id',
    city: 'v.city',
    property_type: 'v.property_type',
    square_meters: 'v.square_meters',
    address: addressSql(dialect),
    estimated_value: 'v.estimated_value',
    min_value: 'v.min_value',
    max_value: 'v.max_value',
    valuations_count: VALUATIONS_COUNT_SQL,
    outcome: 'o.outcome',
    mandate_price: 'o.mandate_price',
    sale_price: 'o.sale_price',
    sale_date: 'o.sale_date',
  };
  const entries = Object.entries(fields).map(([name, sql]) => `'${name}', ${sql}`);
  return `${dialect === 'postgres' ? 'json_build_object' : 'json_object'}(${entries.join(', ')})`;
}

/**
 * A batch: the leads of the period (from $1 when `since`) older than the last one sent (below the next
 * parameter when `before`), newest first.
 */
function batchSql(dialect: Database['dialect'], since: boolean, before: boolean): string {
  const conditions: string[] = [];
  if (since) conditions.push(`c.created_at >= $${conditions.length + 1}`);
  if (before) conditions.push(`c.id < $${conditions.length + 1}`);
  return `
    SELECT ${fieldsSql(dialect)} AS lead
    FROM contacts c LEFT JOIN valuations v ON v.id = c.valuation_id LEFT JOIN lead_outcomes o ON o.contact_id = c.id
    ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
    ORDER BY c.id DESC
    LIMIT ${BATCH_SIZE}`;
}

/** SQLite answers the JSON as text; pg parses a json column itself. */
const leadOf = ({ lead }: { lead: string | ExportRow }): ExportRow => (typeof lead === 'string' ? (JSON.parse(lead) as ExportRow) : lead);

export function createContactsExport({ db }: { db: Database }) {
  const statements = [false, true].map((since) => [false, true].map((before) => batchSql(db.dialect, since, before)));
  return {
    /** The leads of the period, BOM and header first, newest first. */
    async *csv(timeFilter: TimeFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(CONTACTS_CSV_HEADER);
      const since = periodStart(timeFilter);
      const cells = columnPlan().map(([, cell]) => cell);
      // Plain SQL on the driver (infra/db/statements.ts): Sequelize copied every field of every row once more.
      const batches = inBatches(async (before) => {
        const rows = await db.statements.all<{ lead: string | ExportRow }>(statements[since === null ? 0 : 1]![before === null ? 0 : 1]!, [
          ...(since === null ? [] : [since]),
          ...(before === null ? [] : [before]),
        ]);
        return rows.map(leadOf);
      });
      for await (const rows of batches) yield linesOf(rows, cells);
    },
  };
}
