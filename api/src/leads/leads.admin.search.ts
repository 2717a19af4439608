/**
 * A contacts search with no other filter, answered from the search table (`contacts_search`): the count of
 * its matches and the ids of one page, newest first (created_at, then id), as the list's other pages are.
 * Searches with a filter or a period go through the list's own query, with the same search condition.
 */
import type { Database } from '../infra/db/index.js';
import { plannedPerCall } from '../infra/db/statements.js';
import { searchTableMatch, type TextSearchTarget } from '../infra/db/text-search.js';
import { createPageMarks, type ListPosition } from './leads.admin.marks.js';

/**
 * SQLite, when some leads' ids are out of step with their dates (else a page is read in the search table's own
 * order): walking the (created_at, id) index from the newest lead and keeping the entries among the matches
 * costs about a tenth of reading one match's lead and sorting it (measured at 100,000 leads). So a page is
 * read by walking when the walk, about (offset + limit) × leads / matches entries, costs less than sorting
 * every match: the first pages of a broad term. A narrow term, or a page deep into a term's matches, sorts.
 */
const WALKED_ENTRIES_PER_SORTED_MATCH = 10;

export function createContactSearch(db: Database, target: TextSearchTarget & { searchTable: string }) {
  const { sequelize } = db;
  const dialect = sequelize.getDialect();
  const table = target.searchTable;

  // Each statement planned with its term at hand on PostgreSQL, prepared once per text on SQLite (a handful:
  // with or without a phone's digits, in the table's order, walked or sorted), the term a parameter.
  const reader = plannedPerCall(sequelize, db.statements);
  const select = <Row extends object>(sql: string, bind: unknown[]) => reader.all<Row>(sql, bind);
  // PostgreSQL: where this instance's last pages of each search began and ended (SQLite walks the matches alone).
  const marks = createPageMarks();

  /** About how many leads there are, from the largest id (one index probe). */
  async function leadsAbout(): Promise<number> {
    const [row] = await select<{ last: number | string | null }>('SELECT max(id) AS last FROM contacts', []);
    return Number(row?.last ?? 0);
  }

  /**
   * SQLite: whether the ids of the leads are in the order of their creation dates (no lead recorded as out of
   * step, migration 2026-11-28T09-00), so that the list's order is the search table's rowid order.
   */
  async function idsInListOrder(): Promise<boolean> {
    const [row] = await select<{ outOfOrder: number }>('SELECT EXISTS (SELECT 1 FROM contacts_out_of_order) AS outOfOrder', []);
    return Number(row?.outOfOrder) === 0;
  }

  /**
   * PostgreSQL: the ids of the page at `offset` of the matches of `match`, from the nearest kept mark when there
   * is one: the walk then starts at the mark's position in the (created_at, id) index. `order` holds the limit
   * and the offset as the two parameters after `bind`. The creation instant comes back as the text PostgreSQL
   * wrote, to the microsecond, which a JavaScript date would round.
   */
  async function pageFromMarks(match: string, bind: unknown[], order: string, limit: number, offset: number) {
    const key = `${match}\n${JSON.stringify(bind)}`;
    const place = marks.place(key, offset);
    const mark = place.from;
    const columns = `SELECT id, created_at::text AS at FROM ${table} WHERE ${match}`;
    const rows = mark
      ? await select<ListPosition>(`${columns} AND (created_at, id) <= ($${bind.length + 3}::timestamptz, $${bind.length + 4}) ${order}`, [
          ...bind,
          limit,
          offset - mark.offset,
          mark.at,
          mark.id,
        ])
      : await select<ListPosition>(`${columns} ${order}`, [...bind, limit, offset]);
    place.keep(rows);
    return rows.map((row) => Number(row.id));
  }

  return {
    /** After a change made through this instance's back office: pages are counted from the newest lead again. */
    forget: () => marks.forget(),

    /** The search of `term`, or null when the search table cannot answer it (the list's query compares columns). */
    of(term: string) {
      const bind: unknown[] = [];
      const match = searchTableMatch(dialect, target, term, (value) => {
        bind.push(value);
        return `$${bind.length}`;
      });
      if (match === null) return null;
      // Every row of the search table is a lead's (the triggers keep them in step), so the table alone counts.
      const countSql = `SELECT count(*) AS count FROM ${table} WHERE ${match}`;
      const limitAt = `$${bind.length + 1}`;
      const offsetAt = `$${bind.length + 2}`;
      const order = `ORDER BY created_at DESC, id DESC LIMIT ${limitAt} OFFSET ${offsetAt}`;

      return {
        async count(): Promise<number> {
          const [row] = await select<{ count: number | string }>(countSql, bind);
          return Number(row?.count ?? 0);
        },

        /** The ids of the page at `offset`; SQLite picks how to read it from `matches`, the search's count. */
        async pageIds(limit: number, offset: number, matches: Promise<number>): Promise<number[]> {
          if (dialect === 'postgres') {
            // The matches' (created_at, id) are in the narrow table itself: PostgreSQL sorts them there, or walks
            // its (created_at, id) index for the first pages of a broad term (or from a mark), as its estimates say.
            return pageFromMarks(match, bind, order, limit, offset);
          }
          let sql: string;
          if (await idsInListOrder()) {
            // The FTS5 table hands its matches over in rowid order: a page is a walk of the matches alone.
            sql = `SELECT rowid AS id FROM ${table} WHERE ${match} ORDER BY rowid DESC LIMIT ${limitAt} OFFSET ${offsetAt}`;
          } else {
            const [found, leads] = await Promise.all([matches, leadsAbout()]);
            const walk = found > 0 && ((offset + limit) * leads) / found < WALKED_ENTRIES_PER_SORTED_MATCH * found;
            sql = `SELECT id FROM contacts ${walk ? 'INDEXED BY contacts_created_at_id' : ''}
              WHERE id IN (SELECT rowid FROM ${table} WHERE ${match}) ${order}`;
          }
          const rows = await select<{ id: number | string }>(sql, [...bind, limit, offset]);
          return rows.map((row) => Number(row.id));
        },
      };
    },
  };
}
