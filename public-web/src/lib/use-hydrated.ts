import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates, true afterwards. Forms keep their submit
 * button disabled until then: a click on a prerendered form before its script runs would otherwise send the
 * browser's own GET submission, with the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
