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
  leadTypeLabel,
  type CsvValue,
  type TimeFilter,
} from '@valuta/shared';
import { BATCH_SIZE, inBatches } from '../infra/db/batches.js';
import type { Database } from '../infra/db/index.js';
import { periodStart } from '../infra/db/period.js';
import { dateTimeCells, labelCells } from './leads.export.cells.js';

/** Where each field of a lead is in the JSON array the query returns for it (see fieldsSql). */
const AT = {
  id: 0,
  createdAt: 1,
  name: 2,
  email: 3,
  phone: 4,
  status: 5,
  leadType: 6,
  notes: 7,
  adminNotes: 8,
  preferredTime: 9,
  consentEmail: 10,
  consentWhatsapp: 11,
  valuationId: 12,
  city: 13,
  propertyType: 14,
  squareMeters: 15,
  address: 16,
  estimatedValue: 17,
  minValue: 18,
  maxValue: 19,
  valuationsCount: 20,
  outcome: 21,
  mandatePrice: 22,
  salePrice: 23,
  saleDate: 24,
} as const;

/** A lead as the query returns it, the fields in the order of AT. */
type ExportRow = [
  id: number,
  /** UTC, as Sequelize writes a date on SQLite: 'YYYY-MM-DD HH:MM:SS.SSS +00:00'. */
  createdAt: string,
  name: string,
  email: string,
  phone: string,
  status: string,
  leadType: string,
  notes: string | null,
  adminNotes: string | null,
  preferredTime: string | null,
  consentEmail: boolean | number,
  consentWhatsapp: boolean | number,
  /** Null when the lead has no valuation (LEFT JOIN). */
  valuationId: string | null,
  city: string | null,
  propertyType: string | null,
  squareMeters: number | null,
  /** The address on SQLite; on PostgreSQL the valuation's JSON it is picked from (addressOf). */
  address: string | AddressFields | null,
  estimatedValue: number | null,
  minValue: number | null,
  maxValue: number | null,
  valuationsCount: number,
  /** Null when no outcome is recorded (LEFT JOIN). */
  outcome: keyof typeof LEAD_OUTCOME_LABELS | null,
  mandatePrice: number | null,
  salePrice: number | null,
  /** 'YYYY-MM-DD'. */
  saleDate: string | null,
];

/** The fields of a valuation's JSON the address is read from. */
interface AddressFields {
  formattedAddress?: unknown;
  address?: unknown;
}

/**
 * The address the owner gave, as PostgreSQL's COALESCE(data->>'formattedAddress', data->>'address') reads it:
 * the geocoder's address, else the one typed; a value that is not text as its JSON.
 */
function addressOf(value: ExportRow[typeof AT.address]): CsvValue {
  if (value === null || typeof value === 'string') return value;
  const found = value.formattedAddress ?? value.address;
  if (found === undefined || found === null) return null;
  return typeof found === 'string' ? found : JSON.stringify(found);
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
  const leadType = labelCells(leadTypeLabel);
  const category = labelCells(categoryLabel);
  const timeSlot = labelCells(adminTimeSlotLabel);
  const outcome = labelCells((value: keyof typeof LEAD_OUTCOME_LABELS) => LEAD_OUTCOME_LABELS[value]);
  const saleDay = labelCells((day: string) => formatDate(`${day}T12:00:00Z`));
  return [
    ['ID', (row) => plain(row[AT.id])],
    ['Data', (row) => dateTime(row[AT.createdAt])],
    ['Nome', (row) => plain(row[AT.name])],
    ['Email', (row) => plain(row[AT.email])],
    ['Telefono', (row) => plain(row[AT.phone])],
    ['Stato', (row) => status(row[AT.status])],
    ['Tipo lead', (row) => leadType(row[AT.leadType])],
    ['Città', (row) => plain(row[AT.city])],
    ['Indirizzo', (row) => plain(addressOf(row[AT.address]))],
    ['Tipologia', (row) => (row[AT.valuationId] ? category(row[AT.propertyType] ?? '') : '')],
    ['Superficie (m²)', (row) => plain(row[AT.squareMeters])],
    ['Valore stimato (€)', (row) => plain(row[AT.estimatedValue])],
    ['Valore minimo (€)', (row) => plain(row[AT.minValue])],
    ['Valore massimo (€)', (row) => plain(row[AT.maxValue])],
    ['Valutazioni del cliente', (row) => plain(Number(row[AT.valuationsCount]))],
    ['Fascia oraria', (row) => timeSlot(row[AT.preferredTime] || null)],
    ['Messaggio del cliente', (row) => plain(row[AT.notes])],
    ['Note admin', (row) => plain(row[AT.adminNotes])],
    ['Consenso email', (row) => plain(Boolean(row[AT.consentEmail]))],
    ['Consenso WhatsApp', (row) => plain(Boolean(row[AT.consentWhatsapp]))],
    ['Esito', (row) => outcome(row[AT.outcome])],
    ['Prezzo mandato (€)', (row) => plain(row[AT.mandatePrice])],
    ['Prezzo vendita (€)', (row) => plain(row[AT.salePrice])],
    ['Data vendita', (row) => saleDay(row[AT.saleDate]?.slice(0, 10) || null)],
  ];
}

export const CONTACTS_CSV_HEADER = columnPlan().map(([header]) => header);

/** Leads per text handed over by the database, and per string of lines sent (see batchSql). */
const PART_SIZE = 200;

/** The lines of some leads as one string, each ending in CRLF. */
function linesOf(rows: readonly ExportRow[], cells: ReadonlyArray<(row: ExportRow) => string>): string {
  let text = '';
  for (const row of rows) {
    let line = cells[0]!(row);
    for (let index = 1; index < cells.length; index += 1) line += CSV_SEPARATOR + cells[index]!(row);
    text += line + CSV_LINE_END;
  }
  return text;
}

/**
 * The address, read from the valuation's JSON by SQLite. PostgreSQL sends the JSON whole (a json column is
 * parsed again for each key read from it, which was a third of the export's time in the database) and
 * addressOf picks the address.
 */
function addressSql(dialect: Database['dialect']): string {
  if (dialect === 'postgres') return 'v.property_data';
  // ->> answers SQL text (json_extract's answer would be nested as JSON by json_array when it is an object).
  return `CASE WHEN json_valid(v.property_data) THEN COALESCE(v.property_data ->> '$.formattedAddress', v.property_data ->> '$.address') END`;
}

/**
 * A customer's valuations; a lead without a customer counts its own valuation. The valuations(user_id) index
 * answers each in one probe.
 */
const VALUATIONS_COUNT_SQL = `CASE WHEN c.user_id IS NOT NULL THEN (SELECT COUNT(*) FROM valuations n WHERE n.user_id = c.user_id)
  WHEN v.id IS NOT NULL THEN 1 ELSE 0 END`;

/**
 * Each lead comes back as one JSON array that the database builds, read with one JSON.parse: the drivers
 * build a row field by field (node-sqlite3 through N-API, pg decoding and parsing each field), which cost the
 * server more CPU than the query itself. The instant is read as UTC text on both databases.
 */
function fieldsSql(dialect: Database['dialect']): string {
  const fields: Record<keyof typeof AT, string> = {
    id: 'c.id',
    createdAt: dialect === 'postgres' ? "to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') || ' +00:00'" : 'c.created_at',
    name: 'c.name',
    email: 'c.email',
    phone: 'c.phone',
    status: 'c.status',
    leadType: 'c.lead_type',
    notes: 'c.notes',
    adminNotes: 'c.admin_notes',
    preferredTime: 'c.preferred_time',
    consentEmail: 'c.consent_email',
    consentWhatsapp: 'c.consent_whatsapp',
    valuationId: 'v.id',
    city: 'v.city',
    propertyType: 'v.property_type',
    squareMeters: 'v.square_meters',
    address: addressSql(dialect),
    estimatedValue: 'v.estimated_value',
    minValue: 'v.min_value',
    maxValue: 'v.max_value',
    valuationsCount: VALUATIONS_COUNT_SQL,
    outcome: 'o.outcome',
    mandatePrice: 'o.mandate_price',
    salePrice: 'o.sale_price',
    saleDate: 'o.sale_date',
  };
  const ordered = (Object.keys(AT) as Array<keyof typeof AT>).sort((a, b) => AT[a] - AT[b]).map((name) => fields[name]);
  return `${dialect === 'postgres' ? 'json_build_array' : 'json_array'}(${ordered.join(', ')})`;
}

/**
 * A batch: the leads of the period (from $1 when `since`) older than the last one sent (below the next
 * parameter when `before`), newest first.
 */
function batchSql(dialect: Database['dialect'], since: boolean, before: boolean): string {
  const conditions: string[] = [];
  if (since) conditions.push(`c.created_at >= $${conditions.length + 1}`);
  if (before) conditions.push(`c.id < $${conditions.length + 1}`);
  const leads = `
    SELECT c.id, ${fieldsSql(dialect)} AS lead
    FROM contacts c LEFT JOIN valuations v ON v.id = c.valuation_id LEFT JOIN lead_outcomes o ON o.contact_id = c.id
    ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
    ORDER BY c.id DESC
    LIMIT ${BATCH_SIZE}`;
  // The batch as JSON text parsed at once when its lines are made. PostgreSQL hands it over in parts of
  // PART_SIZE leads, in order: a text of a whole batch (some 600 kB) is too large for V8's young generation and
  // waited for a full collection, so an export grew the server's memory by tens of megabytes; parts die young.
  if (dialect === 'postgres') {
    return `SELECT json_agg(lead ORDER BY id DESC)::text AS leads
      FROM (SELECT id, lead, (row_number() OVER (ORDER BY id DESC) - 1) / ${PART_SIZE} AS part FROM (${leads}) batch) numbered
      GROUP BY part ORDER BY part`;
  }
  return `SELECT json_group_array(json(lead) ORDER BY id DESC) AS leads FROM (${leads}) batch`;
}

const idOf = (row: ExportRow) => row[AT.id];

/** A batch's leads, from its parts in order (one on SQLite); PostgreSQL aggregates no rows to NULL. */
const leadsOf = (parts: Array<{ leads: string | null }>): ExportRow[] =>
  parts.flatMap((part) => (part.leads ? (JSON.parse(part.leads) as ExportRow[]) : []));

export function createContactsExport({ db }: { db: Database }) {
  const statements = [false, true].map((since) => [false, true].map((before) => batchSql(db.dialect, since, before)));
  return {
    /** The leads of the period, BOM and header first, newest first. */
    async *csv(timeFilter: TimeFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(CONTACTS_CSV_HEADER);
      const since = periodStart(timeFilter);
      const cells = columnPlan().map(([, cell]) => cell);
      const batches = inBatches(async (before) => {
        const sql = statements[since === null ? 0 : 1]![before === null ? 0 : 1]!;
        // A batch is a few rows (one on SQLite), read with plain SQL on the driver (infra/db/statements.ts): on
        // SQLite on its own read connection beside the writes', on PostgreSQL as a named statement, which each
        // connection plans once (planning it took PostgreSQL about 4 ms, a third of what running it takes).
        const params = [...(since === null ? [] : [since]), ...(before === null ? [] : [before])];
        return leadsOf(await db.statements.all<{ leads: string | null }>(sql, params));
      }, idOf);
      // Strings of PART_SIZE leads' lines, small enough to die young as the database's parts do.
      for await (const rows of batches) {
        for (let start = 0; start < rows.length; start += PART_SIZE) yield linesOf(rows.slice(start, start + PART_SIZE), cells);
      }
    },
  };
}
