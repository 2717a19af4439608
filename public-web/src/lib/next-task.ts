/**
 * Resolves in a task of its own, so that work split by it leaves the main thread between its parts: the
 * browser can paint and answer a tap in between, and no part adds up to a long task on a slow phone. A
 * message to itself, not setTimeout, which browsers clamp to 4 ms or more once calls nest.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
