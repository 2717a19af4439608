/**
 * Where the pages of a search or of a filtered list began and ended when this instance last read them: the
 * position (created_at, id) of the lead at an offset. A page asked at an offset can then start from the nearest
 * position at or before it and skip only the leads in between, instead of every one from the newest lead on:
 * the next page, the same page again after opening a lead's card, a page near one already seen. Without them a
 * page deep into a broad term (page 101 of "rossi" among a million leads) walks some 40,000 index entries every
 * time it is asked, and page 101 of the list 2,000.
 *
 * Offsets are counted once, by a read from the newest lead (the first page, or a page with no mark before it):
 * that read starts the marks of its search or filter afresh, and the pages read from them add theirs. So every
 * kept mark counts from the same moment, and pages read from them neither overlap nor leave a lead out. Leads
 * that arrive later show on the first page at once; the deeper pages are not pushed down by them until the
 * marks are counted again: MARKS_KEPT_MS after the read that counted them, as the large counts are
 * (leads.admin.counts.ts), or at once after a change made through this instance's back office.
 */
export const MARKS_KEPT_MS = 60_000;
const MAX_SEARCHES = 200;
const MAX_MARKS_PER_SEARCH = 64;

/** A lead's place in the list's order: its creation instant as the database wrote it, and its id. */
export interface ListPosition {
  at: string;
  id: number;
}

/** The lead at `offset` of a search's matches, newest first. */
interface Mark extends ListPosition {
  offset: number;
}

/** How to read the page at an offset: from `from` (skipping `offset - from.offset` matches) or from the newest lead. */
export interface PagePlace {
  from?: Mark;
  /** The page read held `rows`, in order: its first and last leads become marks. */
  keep(rows: readonly ListPosition[]): void;
}

interface Counted {
  since: number;
  marks: Mark[];
}

export function createPageMarks(now: () => number = Date.now) {
  const searches = new Map<string, Counted>();

  const current = (key: string) => {
    const counted = searches.get(key);
    if (counted && now() - counted.since >= MARKS_KEPT_MS) {
      searches.delete(key);
      return undefined;
    }
    return counted;
  };

  function add(counted: Counted, offset: number, rows: readonly ListPosition[]) {
    const { marks } = counted;
    const edges: Array<[number, ListPosition]> = [
      [offset, rows[0]!],
      [offset + rows.length - 1, rows[rows.length - 1]!],
    ];
    for (const [at, row] of edges) {
      if (marks.some((mark) => mark.offset === at)) continue;
      marks.push({ offset: at, at: row.at, id: row.id });
      if (marks.length > MAX_MARKS_PER_SEARCH) marks.shift();
    }
  }

  return {
    /** Where to read the page of the search `key` at `offset` from, and what to keep of it once read. */
    place(key: string, offset: number): PagePlace {
      const counted = current(key);
      let from: Mark | undefined;
      // A mark at the offset 0 saves nothing: reading from the newest lead also counts the offsets afresh.
      for (const mark of counted?.marks ?? []) {
        if (mark.offset > 0 && mark.offset <= offset && (!from || mark.offset > from.offset)) from = mark;
      }
      if (counted && from) {
        // Kept only if no read from the newest lead has counted the offsets again in the meantime.
        return {
          from,
          keep(rows) {
            if (rows.length > 0 && searches.get(key) === counted) add(counted, offset, rows);
          },
        };
      }
      return {
        keep(rows) {
          searches.delete(key);
          if (rows.length === 0) return;
          const fresh: Counted = { since: now(), marks: [] };
          add(fresh, offset, rows);
          searches.set(key, fresh);
          if (searches.size > MAX_SEARCHES) searches.delete(searches.keys().next().value!);
        },
      };
    },

    /** After a change made through this instance's back office: offsets are counted afresh from the newest lead. */
    forget(): void {
      searches.clear();
    },
  };
}

export type PageMarks = ReturnType<typeof createPageMarks>;
