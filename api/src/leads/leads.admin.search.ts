/**
 * A contacts search with no other filter, answered from the search table (`contacts_search`): the count of
 * its matches and one page, newest first (created_at, then id), as the list's other pages are. Searches with
 * a filter or a period go through the list's own query, with the same search condition.
 */
import type { ContactListRow } from './leads.presenter.js';
import type { Database } from '../infra/db/index.js';
import { plannedPerCall } from '../infra/db/statements.js';
import { searchTableMatch, type TextSearchTarget } from '../infra/db/text-search.js';
import type { CountCache } from './leads.admin.counts.js';
import { itemOf, listByIds, markedPage, type MarkedFilter } from './leads.admin.page.js';

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

  return {
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

      async function count(): Promise<number> {
        const [row] = await select<{ count: number | string }>(countSql, bind);
        return Number(row?.count ?? 0);
      }

      /** SQLite: the page at `offset`, read as `matches` (the search's count) says is cheaper, then its leads' rows. */
      async function sqlitePage(limit: number, offset: number, matches: Promise<number>): Promise<ContactListRow[]> {
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
        return listByIds(
          db.statements,
          rows.map((row) => Number(row.id)),
        );
      }

      return {
        /**
         * The page at `offset` and the count of every match, kept in `counts` under `marked.key` (the list's
         * filter). PostgreSQL reads the page from the nearest mark of `marked`, with its leads' rows and, when
         * no count is kept, the count of every match in the same statement: one round trip where there were
         * three, each a wait for a pooled connection under load. An empty page (an offset past the end) carries
         * no count, which is then read on its own. SQLite picks how to read the page from the count.
         */
        async read(
          limit: number,
          offset: number,
          counts: CountCache,
          marked: MarkedFilter,
        ): Promise<{ contacts: ContactListRow[]; totalCount: number }> {
          const countKey = marked.key;
          if (dialect === 'postgres') {
            // The matches' (created_at, id) are in the narrow table itself: PostgreSQL sorts them there, or walks
            // its (created_at, id) index for the first pages of a broad term (or from a mark), as its estimates say.
            const countAlong = !counts.has(countKey);
            const matchesColumn = countAlong ? `(SELECT count(*) FROM ${table} WHERE ${match}) AS matches,` : '';
            const page = markedPage<{ matches?: number | string }>(
              reader,
              marked,
              table,
              { sql: ` WHERE ${match}`, params: bind },
              limit,
              offset,
              matchesColumn,
            );
            const total = counts.of(countKey, async () => {
              const [first] = await page;
              return countAlong && first ? Number(first.matches) : count();
            });
            const [rows, totalCount] = await Promise.all([page, total]);
            return { contacts: rows.map(itemOf), totalCount };
          }
          const total = counts.of(countKey, count);
          const [contacts, totalCount] = await Promise.all([sqlitePage(limit, offset, total), total]);
          return { contacts, totalCount };
        },
      };
    },
  };
}
