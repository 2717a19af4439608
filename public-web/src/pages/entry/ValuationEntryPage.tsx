import { Link, useLocation } from 'react-router-dom';
import { experienceText } from '@valuta/shared/agency';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { CityStartForm } from '../../components/CityStartForm';
import { Faq, type FaqItem } from '../../components/Faq';
import { ReviewsSection } from '../../components/Testimonials';
import { brand } from '../../lib/brand';
import { siteContent } from '../../lib/site-content';

interface EntryContent {
  eyebrow: string;
  title: string;
  lead: string;
  pointsTitle: string;
  points: Array<{ title: string; text: string }>;
  faq: FaqItem[];
}

// Built at render: the agency's details and whether the result is also e-mailed come from the server that renders the page.
const entryContents = (mailConfigured: boolean): Record<string, EntryContent> => ({
  '/valuta': {
    eyebrow: 'Quanto vale la mia casa?',
    title: 'Il valore della tua casa a Torino, in 2 minuti',
    lead: 'Dicci dove si trova e rispondi a qualche domanda: ricevi subito un valore minimo e massimo, calcolato sui prezzi della tua zona. Gratis e senza impegno.',
    pointsTitle: 'Cosa ti serve sapere',
    points: [
      { title: 'Pochi dati', text: 'Indirizzo, metri quadri, piano, stato e anno di costruzione. Se un dato non lo sai, rispondi “non so”.' },
      {
        title: 'Un intervallo onesto',
        text: 'Non un numero buttato lì: un valore minimo e massimo, più stretto quanto più la tua casa è descritta bene.',
      },
      { title: 'Nessun obbligo', text: 'La stima è tua. Se vuoi, un consulente la affina con un sopralluogo gratuito.' },
    ],
    faq: [
      {
        question: 'Serve registrarsi?',
        answer: `No. Ti chiediamo nome, e-mail e telefono solo alla fine, per ${mailConfigured ? 'inviarti' : 'mostrarti'} il risultato.`,
      },
      {
        question: 'Posso valutare una casa che non è mia?',
        answer: 'Sì, ad esempio quella dei genitori o una casa ereditata: rispondi alle domande come faresti per la tua.',
      },
      {
        question: 'Vale anche per case fuori Torino?',
        answer: 'Copriamo Torino e i comuni della cintura. Per le altre città lasciaci un contatto e ti avvisiamo appena arriviamo.',
      },
    ],
  },
  '/valutazione': {
    eyebrow: 'Valutazione immobiliare online',
    title: 'Una valutazione seria, senza aspettare un appuntamento',
    lead: `${brand.assistantName} combina le quotazioni OMI dell’Agenzia delle Entrate, le compravendite della zona e le caratteristiche della tua casa. Il risultato arriva subito${mailConfigured ? ' e anche via e-mail' : ''}.`,
    pointsTitle: 'Cosa consideriamo',
    points: [
      { title: 'Posizione e zona OMI', text: 'Ogni indirizzo cade in una zona con i suoi prezzi al metro quadro, aggiornati ogni semestre.' },
      { title: 'Superficie e piano', text: 'Metri quadri commerciali, piano, ascensore, balconi, cantina e box auto.' },
      {
        title: 'Stato ed efficienza',
        text: 'Condizioni interne, anno di costruzione e classe energetica: pesano sul prezzo più di quanto si pensi.',
      },
    ],
    faq: [
      {
        question: 'Che differenza c’è con una perizia?',
        answer:
          'La stima online è indicativa e non sostituisce una perizia per mutui, successioni o tribunali. Per vendere, un sopralluogo del consulente la trasforma in un prezzo di vendita.',
      },
      { question: 'Quanto tempo ci vuole?', answer: 'Circa 2 minuti per i dati, meno di 2 minuti per il calcolo.' },
      {
        question: 'Chi vede i miei dati?',
        answer: `Solo il nostro team, per ${mailConfigured ? 'inviarti la valutazione e ' : ''}ricontattarti se lo chiedi. Li conserviamo al massimo 24 mesi.`,
      },
    ],
  },
  '/landing-vendita': {
    eyebrow: 'Vendere casa a Torino',
    title: 'Vendi casa al prezzo giusto, nei tempi che decidi tu',
    lead: 'Il primo passo è sapere quanto vale davvero. Poi scegli con noi la strategia di vendita e l’agente che preferisci, e segui tutto dalla tua dashboard personale.',
    pointsTitle: 'Come ti accompagniamo',
    points: [
      { title: '1. Valutazione', text: 'Online in 2 minuti, poi confermata da un sopralluogo gratuito del consulente.' },
      { title: '2. Scelta dell’agente', text: 'Scegli tu chi ti segue, e puoi cambiarlo in ogni momento senza costi.' },
      {
        title: '3. Promozione e monitoraggio',
        text: 'Annuncio su portali e social; visite, appuntamenti e feedback sempre visibili nella dashboard.',
      },
    ],
    faq: [
      {
        question: 'Quanto costa?',
        answer:
          'La valutazione e la prima consulenza di 30 minuti sono gratuite. La provvigione si concorda solo se decidi di vendere con noi, e si paga solo a vendita conclusa.',
      },
      {
        question: 'In quanto tempo si vende?',
        answer:
          'Dipende soprattutto da zona e prezzo: una casa proposta al prezzo giusto si vende prima. In consulenza ti diamo una stima dei tempi per la tua zona.',
      },
      {
        question: 'Devo già avere un’altra casa?',
        answer: 'No. Se devi anche comprare, ti aiutiamo a coordinare vendita e acquisto con la consulenza cambio casa.',
      },
    ],
  },
});

/** The entry pages that have no content of their own (/valuta, /valutazione, /landing-vendita): each leads to the chat. */
export default function ValuationEntryPage() {
  const { pathname } = useLocation();
  const contents = entryContents(siteContent.mailConfigured);
  const content = contents[pathname.replace(/\/+$/, '')] ?? contents['/valuta']!;
  const experience = experienceText(brand);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{content.eyebrow}</span>
          <h1>{content.title}</h1>
          <p className="lead">{content.lead}</p>
          <CityStartForm />
          <p className="field-hint">{['Gratis', 'Circa 2 minuti', experience ? `${experience} a ${brand.city}` : ''].filter(Boolean).join(' · ')}</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{content.pointsTitle}</h2>
          <div className="grid grid-3">
            {content.points.map((point) => (
              <div key={point.title} className="card">
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </div>
            ))}
          </div>
          <div className="actions-row">
            <Link to={CHAT_PATH} className="button button-primary">
              Valuta ora
            </Link>
            <Link to="/vendi-casa" className="button button-secondary">
              Come vendiamo
            </Link>
          </div>
        </div>
      </section>
      <ReviewsSection className="section section-alt" title="Dicono di noi" />
      <section className="section">
        <div className="container">
          <h2>Domande frequenti</h2>
          <Faq items={content.faq} />
        </div>
      </section>
    </>
  );
}
