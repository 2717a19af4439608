import { Outlet, useMatches } from 'react-router-dom';
import { Toaster } from '../components/toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteEffects } from './RouteEffects';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppButton } from './WhatsAppButton';

export interface RouteHandle {
  /** Hides the footer and lets the content fill the height (the chat). */
  hideFooter?: boolean;
}

/** Shared page layout: fixed header, centred content, optional footer, floating WhatsApp button. */
export function Layout() {
  const matches = useMatches();
  const hideFooter = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideFooter);
  return (
    <>
      <ScrollToTop />
      <RouteEffects />
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <Header />
      <main id="contenuto" style={{ paddingTop: 'var(--header-height)', minHeight: hideFooter ? '100vh' : undefined }}>
        <Outlet />
      </main>
      {!hideFooter && <Footer />}
      <WhatsAppButton />
      <Toaster />
    </>
  );
}
