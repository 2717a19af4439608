/**
 * The contacts list in the orders other than newest first ('sort'): oldest first, late first (the leads still
 * waiting for their first contact, the longest waiting first, then the others newest first), or by next action
 * (the soonest due first, then the leads without one, newest first). Each order is one or two groups read one
 * after the other, each from its index: the waiting leads from the partial index of migration 2026-12-08T09-00,
 * the next actions from the partial (next_action_at, id) index. The page's rows are then read as the list reads them.
 */
import type { ContactListRow } from './leads.presenter.js';
import type { ContactSort } from '@valuta/shared';
import type { SqlReader } from '../infra/db/statements.js';
import { listByIds, type Where } from './leads.admin.page.js';

interface Group {
  from: string;
  condition: string;
  order: string;
}

const WAITING = "c.contacted_at IS NULL AND c.status IN ('new', 'read')";

const GROUPS: Record<Exclude<ContactSort, 'newest'>, Group[]> = {
  oldest: [{ from: 'contacts c', condition: '', order: 'c.created_at ASC, c.id ASC' }],
  late: [
    { from: 'contacts c', condition: WAITING, order: 'c.created_at ASC, c.id ASC' },
    { from: 'contacts c', condition: `NOT (${WAITING})`, order: 'c.created_at DESC, c.id DESC' },
  ],
  next_action: [
    { from: 'contacts c', condition: 'c.next_action_at IS NOT NULL', order: 'c.next_action_at ASC, c.id ASC' },
    { from: 'contacts c', condition: 'c.next_action_at IS NULL', order: 'c.created_at DESC, c.id DESC' },
  ],
};

const whereWith = (where: Where, condition: string) =>
  condition ? (where.sql ? `${where.sql} AND ${condition}` : ` WHERE ${condition}`) : where.sql;

/** One page of the filtered list in `sort`'s order. */
export async function sortedPage(
  sql: SqlReader,
  where: Where,
  sort: Exclude<ContactSort, 'newest'>,
  limit: number,
  offset: number,
): Promise<ContactListRow[]> {
  const n = where.params.length;
  const ids: number[] = [];
  let skip = offset;
  const groups = GROUPS[sort];
  for (const [index, group] of groups.entries()) {
    const filter = whereWith(where, group.condition);
    // A later group starts where the ones before ended: their size moves the offset.
    if (index < groups.length - 1 && skip > 0) {
      const [row] = await sql.all<{ count: number | string }>(`SELECT COUNT(*) AS count FROM ${group.from}${filter}`, where.params);
      const size = Number(row?.count ?? 0);
      if (skip >= size) {
        skip -= size;
        continue;
      }
    }
    const rows = await sql.all<{ id: number | string }>(
      `SELECT c.id FROM ${group.from}${filter} ORDER BY ${group.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, limit - ids.length, skip],
    );
    ids.push(...rows.map((row) => Number(row.id)));
    skip = 0;
    if (ids.length >= limit) break;
  }
  const items = await listByIds(sql, ids);
  const byId = new Map(items.map((item) => [item.fields.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is ContactListRow => item !== undefined);
}
