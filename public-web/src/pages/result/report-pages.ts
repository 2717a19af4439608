/**
 * The 10 pages of the sample valuation report shown on the result page. The images
 * are hand-made SVG pages of an illustrative report, bundled with the result page only.
 */
const urls = import.meta.glob<string>('./report/pagina-*.svg', { eager: true, query: '?url', import: 'default' });

export interface ReportPage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const DESCRIPTIONS = [
  'copertina con indirizzo dell’immobile, cliente e consulente',
  'sintesi con l’intervallo di valore stimato e i dati principali',
  'caratteristiche dell’immobile raccolte in chat',
  'mappa della zona con i servizi vicini',
  'grafico dei prezzi al metro quadro della zona',
  'coefficienti che correggono il valore di partenza',
  'tabella degli immobili comparabili venduti in zona',
  'andamento dei prezzi in zona dal 2019 al 2025',
  'strategia di vendita in cinque passi',
  'contatti del consulente e prossimi passi',
];

export const REPORT_PAGES: ReportPage[] = Object.entries(urls)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, src], index) => ({
    src,
    alt: `Report di esempio, pagina ${index + 1} di 10: ${DESCRIPTIONS[index] ?? ''}`,
    width: 420,
    height: 594,
  }));
