import { useSyncExternalStore } from 'react';

/** Ant Design's `lg` breakpoint, where the shell's sidebar stays open beside the page. */
const LARGE = '(min-width: 992px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(LARGE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is as wide as a desk's (Ant Design's `lg` and up), following it as it is resized: what
 * `Grid.useBreakpoint().lg` said, without Ant Design's grid at start.
 */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(LARGE).matches);
}
