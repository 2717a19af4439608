/**
 * A page of the contacts list in one statement on the driver (infra/db/statements.ts): the page's ids from the
 * index that matches the order, then, joined to them, each lead's row, its valuation and the number of its
 * customer's valuations. On PostgreSQL each statement is a round trip that waits for a pooled connection under
 * load; the page used to take four of them one after the other (ids, leads, valuations with the counts).
 *
 * The filters of the list are written here as plain SQL with parameters, so the statement's text depends only
 * on which filters are set (a bounded number of prepared statements), the search's condition included
 * (infra/db/text-search.ts). A search alone is read from the search table first (leads.admin.search.ts), which
 * passes the page's ids in.
 */
import type { ContactStatus, LeadType, TimeFilter } from '@valuta/shared';
import type { Contact } from '../models/Contact.js';
import type { Valuation } from '../models/Valuation.js';
import type { SqlReader } from '../infra/db/statements.js';
import { sqlTextSearch, type TextSearchTarget } from '../infra/db/text-search.js';
import { dateOf } from '../infra/db/dates.js';
import { periodStart } from '../infra/db/period.js';
import { LEAD_NEXT_ACTION_JOIN, LEAD_WORK_EXTRA_COLUMNS, type LeadWorkColumns } from '../lead-work/lead-work.reader.js';
import type { PageMarks } from './leads.admin.marks.js';
import { presentContactListItem, type ContactListRow } from './leads.presenter.js';

/**
 * The list's search: name, e-mail and phone, through the search table of migrations 2026-11-26T16-00 (SQLite)
 * and 2026-11-27T12-00 (PostgreSQL).
 */
export const CONTACT_SEARCH = {
  columns: ['name', 'email', 'phone'],
  phoneColumns: ['phone'],
  searchTable: 'contacts_search',
} satisfies TextSearchTarget;

/** The list's filters: the text over name, e-mail and phone, the period, status, lead type, source, assigned member. */
export interface ListFilter {
  search?: string;
  timeFilter: TimeFilter;
  status?: ContactStatus;
  leadType?: LeadType;
  source?: string;
  assignee?: number | 'me' | 'none';
  me?: number;
}

/** A WHERE clause (empty, or starting with ' WHERE') and its parameters, numbered from 1. */
export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The filter as SQL over `contacts`: 'me' is `me`, 'none' the unassigned leads. A statement with a search term
 * should be run planned with its term at hand (plannedPerCall of infra/db/statements.ts).
 */
export function listWhere(filter: ListFilter, dialect: string): Where {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const since = periodStart(filter.timeFilter);
  if (since) conditions.push(`created_at >= ${param(since)}`);
  if (filter.search) conditions.push(sqlTextSearch(dialect, CONTACT_SEARCH, filter.search, param));
  if (filter.status) conditions.push(`status = ${param(filter.status)}`);
  if (filter.leadType) conditions.push(`lead_type = ${param(filter.leadType)}`);
  if (filter.source) conditions.push(`source = ${param(filter.source)}`);
  if (filter.assignee === 'none') conditions.push('assigned_admin_id IS NULL');
  else if (filter.assignee === 'me') conditions.push(`assigned_admin_id = ${param(filter.me ?? -1)}`);
  else if (filter.assignee !== undefined) conditions.push(`assigned_admin_id = ${param(filter.assignee)}`);
  return { sql: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '', params };
}

/** How many leads the filter matches. */
export async function countLeads(sql: SqlReader, where: Where): Promise<number> {
  const [row] = await sql.all<{ count: number | string }>(`SELECT COUNT(*) AS count FROM contacts${where.sql}`, where.params);
  return Number(row?.count ?? 0);
}

/** Newest first; the id breaks ties between leads of the same instant, so pages never overlap. */
const ORDER = 'ORDER BY created_at DESC, id DESC';

/**
 * Everything a row of the list shows, for the leads of `page` (a subquery naming their ids), where each lead
 * stands included (its next action joined), with `extra` columns (ending with a comma) read along, from `page` or
 * alone. The count of a customer's valuations goes through the valuations(user_id) index, once per row of the page.
 */
const rowsOf = (page: string, extra = '') => `WITH page AS (${page})
  SELECT ${extra} c.id, c.name, c.email, c.phone, c.status, c.lead_type, c.created_at, c.user_id, c.valuation_id, c.assigned_admin_id,
    ${LEAD_WORK_EXTRA_COLUMNS},
    v.id AS v_id, v.status AS v_status, v.city AS v_city, v.property_type AS v_property_type, v.square_meters AS v_square_meters,
    v.property_data AS v_property_data, v.estimated_value AS v_estimated_value, v.min_value AS v_min_value, v.max_value AS v_max_value,
    v.completed_at AS v_completed_at,
    (SELECT COUNT(*) FROM valuations uv WHERE uv.user_id = c.user_id) AS user_valuations
  FROM page JOIN contacts c ON c.id = page.id LEFT JOIN valuations v ON v.id = c.valuation_id ${LEAD_NEXT_ACTION_JOIN}
  ORDER BY c.created_at DESC, c.id DESC`;

export interface PageRow extends LeadWorkColumns {
  id: number | string;
  name: string;
  email: string;
  phone: string;
  status: Contact['status'];
  lead_type: Contact['leadType'];
  created_at: Date | string;
  user_id: number | string | null;
  valuation_id: string | null;
  assigned_admin_id: number | string | null;
  v_id: string | null;
  v_status: Valuation['status'];
  v_city: string | null;
  v_property_type: string | null;
  v_square_meters: number | string | null;
  v_property_data: unknown;
  v_estimated_value: number | string | null;
  v_min_value: number | string | null;
  v_max_value: number | string | null;
  v_completed_at: Date | string | null;
  user_valuations: number | string;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function itemOf(row: PageRow): ContactListRow {
  const userId = numberOrNull(row.user_id);
  const valuation =
    row.v_id === null
      ? null
      : {
          id: row.v_id,
          status: row.v_status,
          city: row.v_city,
          propertyType: row.v_property_type,
          squareMeters: numberOrNull(row.v_square_meters),
          propertyData: row.v_property_data,
          estimatedValue: numberOrNull(row.v_estimated_value),
          minValue: numberOrNull(row.v_min_value),
          maxValue: numberOrNull(row.v_max_value),
          completedAt: row.v_completed_at === null ? null : dateOf(row.v_completed_at),
        };
  const contact = {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    leadType: row.lead_type,
    createdAt: dateOf(row.created_at),
    userId,
    valuationId: row.valuation_id,
    assignedAdminId: numberOrNull(row.assigned_admin_id),
  };
  // A lead without a customer record still has its own valuation to count.
  const count = userId !== null ? Number(row.user_valuations) : valuation ? 1 : 0;
  return { fields: presentContactListItem(contact, valuation, count), workColumns: row };
}

/** Where a filter's pages began and ended (leads.admin.marks.ts), under the filter's name `key`. */
export interface MarkedFilter {
  marks: PageMarks;
  key: string;
}

/**
 * PostgreSQL: the rows of the page at `offset` of `table` (`contacts`, or the search table, which has the same
 * id and created_at) under `where`, from the nearest edge of a page of the same filter already read: page 101
 * then walks the (created_at, id) index past a few entries instead of 2,000 (40,000 for a broad search). The
 * page's first and last leads become marks. `extra` columns (ending with a comma) are read along.
 */
export async function markedPage<Extra extends object = object>(
  sql: SqlReader,
  marked: MarkedFilter,
  table: string,
  where: Where,
  limit: number,
  offset: number,
  extra = '',
): Promise<Array<PageRow & Extra>> {
  const n = where.params.length;
  const place = marked.marks.place(marked.key, offset);
  const mark = place.from;
  const from = `(created_at, id) <= ($${n + 3}::timestamptz, $${n + 4})`;
  const filter = mark ? (where.sql ? `${where.sql} AND ${from}` : ` WHERE ${from}`) : where.sql;
  // The creation instant as the text PostgreSQL wrote, to the microsecond, which a JavaScript date would round.
  const page = `SELECT id, created_at::text AS at FROM ${table}${filter} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const params = mark ? [...where.params, limit, offset - mark.offset, mark.at, mark.id] : [...where.params, limit, offset];
  const rows = await sql.all<PageRow & Extra & { at: string }>(rowsOf(page, `page.at AS at, ${extra}`), params);
  place.keep(rows.map((row) => ({ at: row.at, id: Number(row.id) })));
  return rows;
}

/** One page of the filtered list, newest first; with `marked` (PostgreSQL), from the nearest mark (markedPage). */
export async function listPage(sql: SqlReader, where: Where, limit: number, offset: number, marked?: MarkedFilter): Promise<ContactListRow[]> {
  if (marked) return (await markedPage(sql, marked, 'contacts', where, limit, offset)).map(itemOf);
  const n = where.params.length;
  const page = `SELECT id FROM contacts${where.sql} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const rows = await sql.all<PageRow>(rowsOf(page), [...where.params, limit, offset]);
  return rows.map(itemOf);
}

/** The leads of `ids` (a page found by a search), newest first. */
export async function listByIds(sql: SqlReader, ids: number[]): Promise<ContactListRow[]> {
  if (ids.length === 0) return [];
  // One $n per id: each connection prepares one statement per page length it has seen, at most the largest page.
  const list = ids.map((_, index) => `$${index + 1}`).join(', ');
  const rows = await sql.all<PageRow>(rowsOf(`SELECT id FROM contacts WHERE id IN (${list})`), ids);
  return rows.map(itemOf);
}
