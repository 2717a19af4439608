import { Outlet, useMatches } from 'react-router-dom';
import { Toaster } from '../components/toast';
import { Island } from '../islands/Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteEffects } from './RouteEffects';
import { RouterSiteNavigation } from './RouterSiteNavigation';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppButton } from './WhatsAppButton';

export interface RouteHandle {
  /** Hides the footer and lets the content fill the height (the chat). */
  hideFooter?: boolean;
  /**
   * Served as islands: the page is static but for the islands it contains, so the browser hydrates only those
   * (islands.tsx) and the app with its router starts at the first navigation.
   */
  islands?: boolean;
}

/**
 * Shared page layout: fixed header, centred content, optional footer, floating WhatsApp button. The header,
 * footer and toasts are islands: a page served as islands (the home) hydrates them without this layout.
 */
export function Layout() {
  const matches = useMatches();
  const hideFooter = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideFooter);
  return (
    <RouterSiteNavigation>
      <ScrollToTop />
      <RouteEffects />
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <Island name="header" component={Header} />
      <main id="contenuto" style={{ paddingTop: 'var(--header-height)', minHeight: hideFooter ? '100vh' : undefined }}>
        <Outlet />
      </main>
      {!hideFooter && <Island name="footer" component={Footer} />}
      <WhatsAppButton />
      <Island name="toaster" component={Toaster} />
    </RouterSiteNavigation>
  );
}
