import { DEFAULT_BRAND } from './brand.js';
import {
  ACCURACY_PATH,
  BOOKING_PATH,
  CHAT_PATH,
  OWNER_AREA_ROUTE,
  OWNER_LINK_ROUTES,
  RESULT_PATH,
  SECOND_CONSULTATION_PATH,
} from './public-routes.js';

export interface PageMeta {
  title: string;
  description: string;
}

const OWNER_AREA_META: PageMeta = {
  title: 'Area venditore',
  description: 'La tua casa: la stima aggiornata, gli appuntamenti, il tuo consulente e, quando vendiamo, visite e proposte.',
};

/**
 * Title and description of every public route: the server writes them into each page's <head> (with the
 * canonical URL and the Open Graph tags) and the public app updates them on navigation.
 */
export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Valutazione casa gratuita a Torino con Amelia',
    description:
      'Scopri in meno di 2 minuti quanto vale la tua casa a Torino e nei comuni della cintura: valutazione online gratuita e senza impegno con Amelia, poi una consulenza con un nostro esperto.',
  },
  '/valuta': {
    title: 'Quanto vale la mia casa? Stima gratuita a Torino',
    description:
      'Valuta la tua casa online in 2 minuti: Amelia ti chiede pochi dati e ti dà un valore minimo e massimo calcolato sui prezzi reali della tua zona. Gratis, senza impegno.',
  },
  '/valutazione': {
    title: 'Valutazione immobiliare online a Torino',
    description:
      'Valutazione immobiliare online gratuita per appartamenti e case a Torino e dintorni: prezzi di zona, stato e caratteristiche dell’immobile, risultato in meno di 2 minuti.',
  },
  [CHAT_PATH]: {
    title: 'Valutazione Immobiliare con Amelia',
    description:
      'Scopri il valore del tuo immobile in pochi passaggi: rispondi alle domande di Amelia e ricevi subito una stima con valore minimo e massimo.',
  },
  [RESULT_PATH]: {
    title: 'La tua valutazione',
    description: 'Il risultato della tua valutazione immobiliare e i prossimi passi per vendere al giusto prezzo.',
  },
  '/landing-vendita': {
    title: 'Vendere casa a Torino al giusto prezzo',
    description:
      'Stai pensando di vendere casa a Torino? Parti da una valutazione gratuita, poi scegli con un consulente la strategia di vendita e l’agente che preferisci.',
  },
  '/landingvenditori': {
    title: 'Vendi casa con un consulente dedicato',
    description:
      'Prenota una consulenza gratuita per vendere casa a Torino: valutazione, agente che puoi cambiare quando vuoi, dashboard personale con visite e feedback degli acquirenti.',
  },
  '/thank-you-page': {
    title: 'Grazie, ti contatteremo entro 24 ore',
    description: 'Abbiamo ricevuto la tua richiesta: un consulente ti contatterà entro 24 ore.',
  },
  '/cambio-casa-strat1': {
    title: 'Cambiare casa senza stress: consulenza gratuita',
    description:
      'Vendere la casa attuale e comprare la nuova nei tempi giusti: prenota 30 minuti gratuiti con un consulente e costruisci la tua strategia di cambio casa.',
  },
  [SECOND_CONSULTATION_PATH]: {
    title: 'Strategia cambio casa: prima vendi o prima compri?',
    description:
      'Prima vendere o prima comprare? In una consulenza gratuita di 30 minuti ti aiutiamo a scegliere la strategia giusta per il tuo cambio casa a Torino.',
  },
  '/consulenza-gratuita': {
    title: 'Prenota una consulenza gratuita di 30 minuti',
    description:
      'Scegli giorno e ora per una consulenza gratuita e senza impegno con un consulente immobiliare: valore della casa, tempi e strategia di vendita.',
  },
  [BOOKING_PATH]: {
    title: 'Prenota la tua consulenza',
    description:
      'Lasciaci i tuoi dati e la fascia oraria che preferisci: un consulente ti chiama per fissare la consulenza gratuita sulla vendita della tua casa.',
  },
  '/chi-siamo': {
    title: 'Chi siamo: agenzia immobiliare a Torino',
    description: 'Un’agenzia immobiliare di Torino: come lavoriamo, i nostri valori e dove trovarci.',
  },
  '/vendi-casa': {
    title: 'Vendi casa con noi: il metodo in tre fasi',
    description:
      'Valutazione, scelta dell’agente e monitoraggio in una dashboard personale: come vendiamo la tua casa a Torino al giusto prezzo e nei tempi giusti.',
  },
  '/diventa-partner': {
    title: 'Diventa agente partner',
    description:
      'Sei un agente immobiliare? Lavora con noi su incarichi in esclusiva, con app mobile, agenda condivisa e feedback dei clienti. Candidati online.',
  },
  '/contatti': {
    title: 'Contatti e indirizzo dell’agenzia',
    description: 'Indirizzo, telefono, cellulare e WhatsApp, e-mail e mappa della nostra agenzia immobiliare a Torino.',
  },
  '/privacy': {
    title: 'Informativa sulla privacy',
    description: 'Come trattiamo i tuoi dati personali: titolare, finalità, basi giuridiche, conservazione, destinatari e i tuoi diritti.',
  },
  '/cookies-policy': {
    title: 'Cookie policy',
    description: 'Quali cookie e strumenti simili usa il sito, a cosa servono e come puoi dare o revocare il consenso.',
  },
  [ACCURACY_PATH]: {
    title: 'Quanto sono precise le nostre stime',
    description:
      'Confrontiamo ogni stima con il prezzo a cui la casa è stata poi venduta: errore mediano, quote entro il 10% e il 20% e vendite dentro la forchetta indicata.',
  },
  [OWNER_AREA_ROUTE]: OWNER_AREA_META,
  ...Object.fromEntries(OWNER_LINK_ROUTES.map((route) => [route, OWNER_AREA_META])),
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste o è stata spostata.',
};

/** A page's title as the browser shows it: the page's own, then the agency's name (its settings' current one). */
export function pageTitle(title: string, agencyName: string = DEFAULT_BRAND.agencyName): string {
  return `${title} | ${agencyName}`;
}

export function metaFor(pathname: string, agencyName?: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = PAGE_META[path] ?? NOT_FOUND_META;
  return { ...meta, title: pageTitle(meta.title, agencyName) };
}
