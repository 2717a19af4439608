import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page (an anchor in the URL wins). The first page needs
 * nothing: the browser already opens it at the top or at its anchor, and scrolling during hydration would
 * only force an early layout.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
