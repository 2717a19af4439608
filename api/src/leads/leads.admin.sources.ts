/**
 * The sources the list's filter offers (chat, landing pages…), kept for SOURCES_KEPT_MS on this instance: they
 * change only when leads of a new kind start to arrive, and reading them on every page was one more statement
 * (on PostgreSQL one more round trip) per list request. A change made through the back office on this instance
 * forgets them, as it forgets the kept counts; a new source shows in the filter within the minute.
 */
export const SOURCES_KEPT_MS = 60_000;

export function createSourcesCache(read: () => Promise<string[]>, now: () => number = Date.now) {
  let kept: { at: number; sources: Promise<string[]> } | null = null;
  return {
    /** The sources, read again once they are older than SOURCES_KEPT_MS; concurrent pages share one read. */
    of(): Promise<string[]> {
      if (kept && now() - kept.at < SOURCES_KEPT_MS) return kept.sources;
      const reading = read();
      const entry = { at: now(), sources: reading };
      kept = entry;
      // A failed read is not kept: the next page reads again.
      reading.catch(() => {
        if (kept === entry) kept = null;
      });
      return reading;
    },
    forget(): void {
      kept = null;
    },
  };
}
