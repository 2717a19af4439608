import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { metaFor } from '@valuta/shared/page-meta';
import { brand } from '../lib/brand';
import { recordVisit } from '../lib/visits';

/**
 * What every navigation does besides rendering: the document's title and description follow the route (the
 * first page already has them from the server), and the view is counted for the dashboard.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (!first.current) {
      const meta = metaFor(pathname, brand.agencyName);
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    }
    first.current = false;
    recordVisit(pathname);
  }, [pathname]);

  return null;
}
