import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteNavigationProvider } from '../lib/site-navigation';

/** Hands the router's location and navigate to the parts that know no router (the islands). */
export function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <SiteNavigationProvider value={{ pathname, navigate: (to, options) => void navigate(to, options) }}>{children}</SiteNavigationProvider>;
}
