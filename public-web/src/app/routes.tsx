import type { RouteObject } from 'react-router-dom';
import {
  ACCURACY_PATH,
  BOOKING_PATH,
  CHAT_PATH,
  OWNER_AREA_ROUTE,
  OWNER_ERASE_ROUTE,
  OWNER_UNSUBSCRIBE_ROUTE,
  RESULT_PATH,
  SECOND_CONSULTATION_PATH,
} from '@valuta/shared/public-routes';
import { Layout, type RouteHandle } from '../layout/Layout';

/** A route whose page is loaded only when visited, so the home page never downloads it. */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const home = lazyPage(() => import('../pages/home/HomePage'));
// The home, the chat and the seller landing page are served as islands: only their interactive parts hydrate, and the
// router starts when they are left.
const islands: RouteHandle = { islands: true };
const valuationEntry = lazyPage(() => import('../pages/entry/ValuationEntryPage'));
const consultationLanding = lazyPage(() => import('../pages/consultation/ConsultationLandingPage'));
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({ path, lazy });
const ownerLinkAction = (pick: (module: typeof import('../pages/owner-area/OwnerLinkActionPage')) => React.ComponentType) => async () => ({
  Component: pick(await import('../pages/owner-area/OwnerLinkActionPage')),
});

/** The public site's routes; the paths are the shared list (shared/src/public-routes.ts) the server also knows. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', lazy: home, handle: islands },
      { path: '/home', lazy: home, handle: islands },
      page('/valuta', valuationEntry),
      page('/valutazione', valuationEntry),
      { path: CHAT_PATH, lazy: lazyPage(() => import('../pages/chat/ChatPage')), handle: { hideFooter: true, islands: true } },
      { path: RESULT_PATH, lazy: lazyPage(() => import('../pages/result/ResultPage')) },
      page('/landing-vendita', valuationEntry),
      { path: '/landingvenditori', lazy: lazyPage(() => import('../pages/seller-landing/SellerLandingPage')), handle: islands },
      page(
        '/thank-you-page',
        lazyPage(() => import('../pages/thank-you/ThankYouPage')),
      ),
      page('/cambio-casa-strat1', consultationLanding),
      page(SECOND_CONSULTATION_PATH, consultationLanding),
      page(
        '/consulenza-gratuita',
        lazyPage(() => import('../pages/consultation/FreeConsultationPage')),
      ),
      page(
        BOOKING_PATH,
        lazyPage(() => import('../pages/booking/BookingPage')),
      ),
      page(
        '/chi-siamo',
        lazyPage(() => import('../pages/about/AboutPage')),
      ),
      page(
        '/vendi-casa',
        lazyPage(() => import('../pages/sell/SellPage')),
      ),
      page(
        '/diventa-partner',
        lazyPage(() => import('../pages/partner/PartnerPage')),
      ),
      page(
        '/contatti',
        lazyPage(() => import('../pages/contacts/ContactsPage')),
      ),
      page(
        '/privacy',
        lazyPage(() => import('../pages/legal/PrivacyPage')),
      ),
      page(
        '/cookies-policy',
        lazyPage(() => import('../pages/legal/CookiePolicyPage')),
      ),
      page(
        ACCURACY_PATH,
        lazyPage(() => import('../pages/accuracy/AccuracyPage')),
      ),
      // The owner's area: with or without a link's token, and the pages of its e-mails' other links.
      page(
        `${OWNER_AREA_ROUTE}/:token?`,
        lazyPage(() => import('../pages/owner-area/OwnerAreaPage')),
      ),
      page(
        OWNER_ERASE_ROUTE,
        ownerLinkAction((module) => module.OwnerEraseConfirmPage),
      ),
      page(
        OWNER_UNSUBSCRIBE_ROUTE,
        ownerLinkAction((module) => module.OwnerUnsubscribePage),
      ),
      { path: '*', lazy: lazyPage(() => import('../pages/not-found/NotFoundPage')) },
    ],
  },
];
