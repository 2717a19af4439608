/**
 * Concurrency helpers for reads that are asked often and cost a database round trip (/api/health under a
 * load balancer's checks, a scrape of /metrics): callers share one read instead of each starting the same.
 */

/** Calls made while a read is running share its result; the next call after it ends reads again. */
export function shareWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

/**
 * The work's value, or `fallback` when it fails or has not settled within `ms`: for a check that must answer
 * even when what it checks hangs (the work goes on; its late outcome is ignored).
 */
export async function valueWithin<T, F>(ms: number, work: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
