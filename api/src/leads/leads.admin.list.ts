/**
 * The contacts list of the back office (GET /api/admin/contacts) and the dashboard's latest leads: the query
 * is built from the filters (leads.admin.page.ts), a search alone is read from the search table
 * (leads.admin.search.ts), and what is costly to read again is kept: the counts, where the last pages began and
 * the distinct sources.
 */
import type { ContactListItem, ContactsFilterQuery, FilteredContactsListResponse } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { LeadWorkReader } from '../lead-work/lead-work.reader.js';
import { plannedPerCall } from '../infra/db/statements.js';
import { createCountCache } from './leads.admin.counts.js';
import { createPageMarks } from './leads.admin.marks.js';
import { CONTACT_SEARCH, countLeads, listPage, listWhere } from './leads.admin.page.js';
import { createContactSearch } from './leads.admin.search.js';
import { sortedPage } from './leads.admin.sorted.js';
import { createSourcesCache } from './leads.admin.sources.js';
import type { ContactListRow } from './leads.presenter.js';

/**
 * The distinct sources, one index probe each (a loose index scan on (source, created_at, id)) instead of
 * grouping every lead on every page.
 */
const DISTINCT_SOURCES_SQL = `WITH RECURSIVE found(source) AS (
    SELECT MIN(source) FROM contacts
    UNION ALL
    SELECT (SELECT MIN(source) FROM contacts WHERE source > found.source) FROM found WHERE found.source IS NOT NULL
  )
  SELECT source FROM found WHERE source IS NOT NULL`;

export function createLeadsList(db: Database, work: Pick<LeadWorkReader, 'ofColumns'>) {
  const sql = db.statements;
  const searchReader = plannedPerCall(db.sequelize, db.statements);
  const counts = createCountCache();
  const contactSearch = createContactSearch(db, CONTACT_SEARCH);
  // Where the last pages of each filter (a search among them) began and ended: PostgreSQL starts a page there.
  const pageMarks = createPageMarks();
  const sourcesKept = createSourcesCache(async () => (await sql.all<{ source: string }>(DISTINCT_SOURCES_SQL)).map((row) => row.source));

  /** The rows with where each lead stands (age, contacted, late, next action), from the columns read with them. */
  async function withWork(items: ContactListRow[]): Promise<ContactListItem[]> {
    const states = await work.ofColumns(items.map((item) => item.workColumns));
    // Each row's own object completed in place: a copy with one more property takes V8's slow path, some
    // microseconds a row.
    return items.map(({ fields }, index) => Object.assign(fields, { work: states[index]! }));
  }

  return {
    /** After a change to the leads: the list's pages count, find their place and read the sources afresh. */
    forget: () => {
      counts.forget();
      pageMarks.forget();
      sourcesKept.forget();
    },

    /** The dashboard's latest leads: the first page of the unfiltered list, as the list shows them. */
    latest: async (limit: number): Promise<ContactListItem[]> =>
      withWork(await listPage(sql, listWhere({ timeFilter: 'all' }, db.dialect), limit, 0)),

    /**
     * GET /api/admin/contacts: newest first, searched and filtered, one page, with the sources to filter by.
     * The page's ids come first from the indexes alone (an offset walks index entries, not rows); only the
     * page's rows are then read whole, in the same statement (leads.admin.page.ts). A search alone is read from
     * the search table (leads.admin.search.ts); a search with a filter is one more condition of the list's
     * statement, planned with its term.
     */
    list: async (query: ContactsFilterQuery, me: number): Promise<FilteredContactsListResponse> => {
      const { search, timeFilter, status, leadType, source, assignee, sort } = query;
      const countKey = JSON.stringify([search, timeFilter, status, leadType, source, assignee === 'me' ? me : assignee]);
      if (sort !== 'newest') {
        const where = listWhere({ ...query, me }, db.dialect);
        const reader = search ? searchReader : sql;
        const [totalCount, contacts, sources] = await Promise.all([
          counts.of(countKey, () => countLeads(reader, where)),
          sortedPage(reader, where, sort, query.limit, query.offset),
          sourcesKept.of(),
        ]);
        return { contacts: await withWork(contacts), totalCount, sources };
      }
      // A search and nothing else is answered by the search table alone, when the term is one it can match.
      const onlySearch = timeFilter === 'all' && !status && !leadType && !source && assignee === undefined;
      const searched = search && onlySearch ? contactSearch.of(search) : null;
      // The filter's marks under its name, not its SQL: a period's start moves with every request, and the leads
      // leaving the period are the oldest, after every page's mark.
      const marked = { marks: pageMarks, key: countKey };
      if (searched) {
        const [page, sources] = await Promise.all([searched.read(query.limit, query.offset, counts, marked), sourcesKept.of()]);
        return { ...page, contacts: await withWork(page.contacts), sources };
      }
      const where = listWhere({ ...query, me }, db.dialect);
      const reader = search ? searchReader : sql;
      const [totalCount, contacts, sources] = await Promise.all([
        counts.of(countKey, () => countLeads(reader, where)),
        // SQLite's list pages stay cheap from the newest lead (and its dates are text of its own).
        listPage(reader, where, query.limit, query.offset, db.dialect === 'postgres' ? marked : undefined),
        sourcesKept.of(),
      ]);
      return { contacts: await withWork(contacts), totalCount, sources };
    },
  };
}
