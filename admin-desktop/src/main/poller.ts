/**
 * A poll run every `intervalMs` (and once at start) that never overlaps itself: a call while one is running
 * gets that run. A failed poll is dropped quietly, as the next one tries again.
 */
export function createPoller(poll: () => Promise<void>, intervalMs: number) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let polling: Promise<void> | null = null;

  function pollOnce(): Promise<void> {
    polling ??= poll()
      .catch(() => {})
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  return {
    pollOnce,
    start() {
      if (timer) return;
      void pollOnce();
      timer = setInterval(() => void pollOnce(), intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
