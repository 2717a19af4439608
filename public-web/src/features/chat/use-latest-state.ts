import { useCallback, useRef, useState } from 'react';

/**
 * State that code running across awaits can read at once with `current()`: a chat request decides from what
 * was last set (is a request already out? which valuation?), not from what was last rendered.
 */
export function useLatestState<T>(initial: () => T) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const update = useCallback((change: (current: T) => T) => {
    latest.current = change(latest.current);
    setState(latest.current);
  }, []);
  const current = useCallback(() => latest.current, []);
  return [state, update, current] as const;
}
