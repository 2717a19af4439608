import { useEffect, useRef, type RefObject } from 'react';

/** How long a page may take to draw its heading (its chunk and its data) before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each navigation, focus moves to the new page's heading, once it is drawn, so a screen reader reads where
 * the user is and Tab continues from the page's top. It does not take focus from a field the user is already in:
 * only from the page itself or from the sidebar link just followed.
 */
export function useFocusHeading(main: RefObject<HTMLElement | null>, pathname: string) {
  // The previous page's heading, still drawn while the next page loads: not the one to focus.
  const previous = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    const focusHeading = () => {
      const heading = region.querySelector('h1');
      // A heading laid out hidden (the landing page waiting for its checklist, AdminLayout) cannot take focus yet.
      if (!heading || heading === previous.current || heading.closest('[hidden]')) return false;
      previous.current = heading;
      const active = document.activeElement;
      const focusIsIdle = !active || active === document.body || active.closest('nav') !== null || active === region;
      if (focusIsIdle) {
        heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [main, pathname]);
}
