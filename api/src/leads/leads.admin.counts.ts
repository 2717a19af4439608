/**
 * How many leads match the list's filter. Counting is exact; a count above COUNT_CACHED_ABOVE (which on a
 * million leads costs a scan of an index, hundreds of milliseconds) is kept for COUNT_CACHE_MS per filter on
 * this instance, so turning the pages of a large list counts once. Below it every page counts afresh: a small
 * count is cheap and shows each change at once. A change made through the back office on this instance forgets
 * the kept counts; new leads and changes made elsewhere show in a large list's count within the minute.
 */
export const COUNT_CACHED_ABOVE = 10_000;
export const COUNT_CACHE_MS = 60_000;
const MAX_CACHED_FILTERS = 200;

export function createCountCache(now: () => number = Date.now) {
  const cached = new Map<string, { at: number; count: Promise<number> }>();

  return {
    /** The count of the filter `key`, from the cache when a large one was counted lately, else from `count`. */
    async of(key: string, count: () => Promise<number>): Promise<number> {
      const hit = cached.get(key);
      if (hit && now() - hit.at < COUNT_CACHE_MS) return hit.count;
      const counting = count();
      // Pages of the same filter asked while it counts wait for this count rather than start their own.
      cached.set(key, { at: now(), count: counting });
      try {
        const total = await counting;
        if (total <= COUNT_CACHED_ABOVE) cached.delete(key);
        return total;
      } catch (error) {
        cached.delete(key);
        throw error;
      } finally {
        if (cached.size > MAX_CACHED_FILTERS) cached.delete(cached.keys().next().value!);
      }
    },

    /** Whether the filter `key` has a count kept (or being counted): `of` would not count it again. */
    has(key: string): boolean {
      const hit = cached.get(key);
      return hit !== undefined && now() - hit.at < COUNT_CACHE_MS;
    },

    /** After a change made through this instance's list (status, delete…), so its own pages count afresh. */
    forget(): void {
      cached.clear();
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
