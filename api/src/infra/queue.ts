/**
 * Runs tasks one after the other, in the order they were given; a failed task does not stop the queue.
 * `queued()` counts the tasks given and not finished yet (the one running included).
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let unfinished = 0;
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    unfinished += 1;
    const run = tail.then(task, task);
    tail = run
      .catch(() => undefined)
      .then(() => {
        unfinished -= 1;
      });
    return run;
  }
  return Object.assign(enqueue, { queued: () => unfinished });
}

/** One queue per key (a conversation, say), forgotten once it is empty. */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    tails.set(key, settled);
    void settled.then(() => {
      if (tails.get(key) === settled) tails.delete(key);
    });
    return run;
  };
}
