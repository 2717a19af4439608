import type { RouteObject } from 'react-router-dom';
import { BOOKING_PATH, CHAT_PATH, RESULT_PATH, SECOND_CONSULTATION_PATH } from '@valuta/shared/public-routes';
import { Layout } from '../layout/Layout';
import HomePage from '../pages/home/HomePage';
import type { IntroContent } from '../pages/placeholder/IntroPage';

/** A route whose page is loaded only when visited, so the home page never downloads it. */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const introPage = lazyPage(() => import('../pages/placeholder/IntroPage'));
const intro = (path: string, content: IntroContent): RouteObject => ({ path, lazy: introPage, handle: { intro: content } });

/** The route table of public spec §2; the paths are the shared list the server also knows. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/home', element: <HomePage /> },
      intro('/valuta', {
        title: 'Quanto vale la tua casa?',
        intro: 'Una stima gratuita del valore del tuo immobile a Torino e nei comuni della cintura, in meno di 2 minuti.',
      }),
      intro('/valutazione', {
        title: 'Valutazione immobiliare online',
        intro: 'Amelia ti fa qualche domanda sulla casa e calcola un intervallo di valore sui prezzi della tua zona.',
      }),
      { path: CHAT_PATH, lazy: lazyPage(() => import('../pages/chat/ChatPage')), handle: { hideFooter: true } },
      { path: RESULT_PATH, lazy: lazyPage(() => import('../pages/result/ResultPage')) },
      intro('/landing-vendita', {
        title: 'Vendi casa a Torino al giusto prezzo',
        intro: 'Parti da una valutazione gratuita e scegli con noi la strategia di vendita più adatta a te.',
      }),
      intro('/landingvenditori', {
        title: 'Vendi casa con un consulente al tuo fianco',
        intro: 'Prenota una consulenza gratuita: valutiamo insieme la tua casa e il modo migliore per venderla.',
      }),
      intro('/thank-you-page', {
        title: 'Grazie!',
        intro: 'Ti contatteremo entro 24 ore. Controlla la tua e-mail per la conferma.',
      }),
      intro('/cambio-casa-strat1', {
        title: 'Cambiare casa senza stress',
        intro: 'Vendere e comprare nello stesso momento si può: scopri la strategia giusta in una consulenza gratuita.',
      }),
      intro(SECOND_CONSULTATION_PATH, {
        title: 'Consulenza per il cambio casa',
        intro: 'Prenota 30 minuti gratuiti con un consulente per pianificare vendita e acquisto.',
      }),
      intro('/consulenza-gratuita', {
        title: 'Prenota la tua consulenza gratuita',
        intro: 'Scegli il momento che preferisci: la prima consulenza di 30 minuti è gratuita.',
      }),
      intro(BOOKING_PATH, {
        title: 'Prenota una consulenza',
        intro: 'Lasciaci i tuoi dati e la fascia oraria che preferisci: ti richiamiamo per fissare l’appuntamento.',
      }),
      intro('/chi-siamo', {
        title: 'Chi siamo',
        intro: 'Un’agenzia di Torino con 20 anni di esperienza e oltre 500 vendite concluse.',
      }),
      intro('/vendi-casa', {
        title: 'Vendi casa con noi',
        intro: 'Valutazione, scelta dell’agente e monitoraggio: un metodo in tre fasi per vendere al giusto prezzo.',
      }),
      intro('/diventa-partner', {
        title: 'Diventa partner',
        intro: 'Sei un agente immobiliare? Lavora con noi su incarichi in esclusiva, con app e agenda dedicate.',
      }),
      intro('/contatti', {
        title: 'Contatti',
        intro: 'Vieni a trovarci in agenzia, chiamaci o scrivici su WhatsApp.',
      }),
      intro('/privacy', { title: 'Informativa sulla privacy', intro: 'Come trattiamo i tuoi dati personali.' }),
      intro('/cookies-policy', { title: 'Cookie policy', intro: 'Quali cookie usiamo e come puoi gestirli.' }),
      { path: '*', lazy: lazyPage(() => import('../pages/not-found/NotFoundPage')) },
    ],
  },
];
