import { Link } from 'react-router-dom';
import { experienceText, salesText, statedFigures, yearsText } from '@valuta/shared/agency';
import { SELLER_FAQ_ITEMS } from '@valuta/shared/limits';
import { CHAT_PATH, OWNER_AREA_ROUTE } from '@valuta/shared/public-routes';
import { AgencyFigureStats } from '../../components/AgencyFigureStats';
import { ContactDetails } from '../../components/ContactDetails';
import { CookieBanner } from '../../components/CookieBanner';
import { Faq, type FaqItem } from '../../components/Faq';
import { ReviewsSection } from '../../components/Testimonials';
import SellerContactForm from '../../features/forms/SellerContactForm';
import { Island } from '../../islands/Island';
import { brand } from '../../lib/brand';
import { siteContent } from '../../lib/site-content';
import { SellerDashboardCarousel } from './SellerDashboardCarousel';

const ANCHORS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'vantaggi', label: 'Vantaggi' },
  { id: 'recensioni', label: 'Recensioni' },
  { id: 'come-funziona', label: 'Come funziona' },
];

const SELLER_FAQ: FaqItem[] = [
  {
    question: 'La consulenza è davvero gratuita?',
    answer:
      'Sì. I primi 30 minuti sono gratuiti e senza impegno: valutiamo insieme casa, tempi e strategia. Paghi una provvigione solo se decidi di vendere con noi e la vendita si conclude.',
  },
  {
    question: 'Posso cambiare agente se non mi trovo bene?',
    answer:
      'Sì, in qualsiasi momento e senza costi. Scegli tu l’agente che ti segue tra i nostri consulenti e partner, e se non ti convince lo sostituiamo.',
  },
  {
    question: 'Cosa vedo nella dashboard personale?',
    answer: 'Le visite fatte e quelle in programma, gli appuntamenti e il feedback di ogni acquirente dopo la visita.',
  },
  {
    question: 'Dove pubblicate l’annuncio?',
    answer: 'Sui principali portali immobiliari e sui nostri canali social. Nella consulenza gratuita ti mostriamo come presenteremo la tua casa.',
  },
  {
    question: 'Quanto tempo serve per vendere?',
    answer:
      'Dipende soprattutto da zona e prezzo: una casa proposta al prezzo giusto si vende prima. Nella consulenza ti diamo una stima dei tempi per la tua zona.',
  },
].slice(0, SELLER_FAQ_ITEMS);

/**
 * The seller landing page: form first, then why and how, with the pixel behind consent. Served as islands: only
 * the form, the dashboard's carousel and the cookie banner (with the header and footer) hydrate.
 */
/** "Da 20 anni vendiamo case…: 500 compravendite concluse, seguite da consulenti che…", with only the figures the agency gave. */
function aboutSentence(figures: ReturnType<typeof statedFigures>): string {
  const { yearsInBusiness, salesCount, advisorsYears } = figures;
  let sentence = `${yearsInBusiness ? `Da ${yearsText(yearsInBusiness)} vendiamo` : 'Vendiamo'} case a Torino e nella cintura`;
  if (salesCount) sentence += `: ${salesText(salesCount)}`;
  if (advisorsYears) sentence += `, ${salesCount ? 'seguite da' : 'con'} consulenti che conoscono il mercato da ${yearsText(advisorsYears)}`;
  return `${sentence}.`;
}

export default function SellerLandingPage() {
  const figures = statedFigures(brand);
  const experience = experienceText(brand);
  return (
    <>
      <nav className="subnav" aria-label="Sezioni della pagina">
        <div className="container">
          <div className="subnav-links">
            {ANCHORS.filter((anchor) => anchor.id !== 'recensioni' || siteContent.reviews.length > 0).map((anchor) => (
              <a key={anchor.id} href={`#${anchor.id}`}>
                {anchor.label}
              </a>
            ))}
          </div>
          <a href="#prenota" className="button button-primary">
            Prenota consulenza
          </a>
        </div>
      </nav>

      <section className="page-hero">
        <div className="container split">
          <div>
            <span className="eyebrow">Vendi casa a Torino</span>
            <h1>Vendi casa con un consulente al tuo fianco, e tutto sotto controllo</h1>
            <p className="lead">
              Prenota una consulenza gratuita di 30 minuti: valutiamo insieme la tua casa, i tempi e la strategia migliore per venderla al giusto
              prezzo.
            </p>
            <ul className="checklist">
              {experience ? <li>{experience}</li> : null}
              {figures.advisorsYears ? <li>Consulenti con {yearsText(figures.advisorsYears)} di mestiere</li> : null}
              <li>L’agente lo scegli tu e lo cambi quando vuoi, senza costi</li>
              <li>Dashboard personale con visite, appuntamenti e feedback</li>
            </ul>
          </div>
          <div className="form-card" id="prenota">
            <h2>Prenota la consulenza gratuita</h2>
            <p className="field-hint">Compila in 30 secondi, ti richiamiamo entro 24 ore.</p>
            <Island name="seller-form" component={SellerContactForm} />
          </div>
        </div>
      </section>

      <section id="dashboard" className="section section-below-fold" aria-labelledby="dashboard-title">
        <div className="container split">
          <div>
            <span className="eyebrow">La tua dashboard</span>
            <h2 id="dashboard-title">Sai sempre cosa succede alla tua casa</h2>
            <p className="lead">
              Niente telefonate per chiedere “novità?”. Visite, appuntamenti e pareri degli acquirenti sono nella tua area personale, aggiornati dopo
              ogni visita.
            </p>
            <p>
              Hai già fatto la valutazione? <Link to={OWNER_AREA_ROUTE}>Entra nella tua area venditore</Link>: ti mandiamo un link per e-mail, senza
              password.
            </p>
          </div>
          <Island name="seller-dashboard" component={SellerDashboardCarousel} />
        </div>
      </section>

      <section className="section section-below-fold section-alt" aria-labelledby="about-title">
        <div className="container split">
          <div>
            <span className="eyebrow">Chi siamo</span>
            <h2 id="about-title">Un’agenzia torinese, con metodo</h2>
            <p>
              {aboutSentence(figures)} Abbiamo aggiunto la tecnologia dove serve (la valutazione con {brand.assistantName}, la dashboard) e lasciato
              alle persone quello che conta: il prezzo, la trattativa, la fiducia.
            </p>
            {siteContent.team.length > 0 ? <Link to="/chi-siamo">Conosci il team →</Link> : null}
          </div>
          <AgencyFigureStats
            yearsLabel="di esperienza"
            advisorsLabel="di mestiere dei consulenti"
            callbackLabel="per richiamarti"
            style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          />
        </div>
      </section>

      <section id="vantaggi" className="section section-below-fold" aria-labelledby="vantaggi-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Vantaggi</span>
            <h2 id="vantaggi-title">Perché i proprietari vendono con noi</h2>
          </div>
          <div className="grid grid-3">
            <div className="card">
              <h3>Consulenza gratuita</h3>
              <p>30 minuti per capire valore, tempi e costi, senza impegno. Esci con un piano, anche se poi non vendi con noi.</p>
            </div>
            <div className="card">
              <h3>Agente a tua scelta</h3>
              <p>Scegli chi ti segue e cambialo quando vuoi, senza penali. Il nostro lavoro è meritarci la tua fiducia.</p>
            </div>
            <div className="card">
              <h3>Portali e social</h3>
              <p>L’annuncio sui principali portali immobiliari e sui nostri canali social, e ogni visita nella tua dashboard.</p>
            </div>
          </div>
        </div>
      </section>

      <ReviewsSection
        id="recensioni"
        className="section section-below-fold section-alt"
        eyebrow="Recensioni"
        title="Chi ha venduto con noi"
        count={6}
      />

      <section id="come-funziona" className="section section-below-fold" aria-labelledby="steps-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Come funziona</span>
            <h2 id="steps-title">Dalla consulenza al rogito</h2>
          </div>
          <ol className="steps">
            <li>
              <h3>Consulenza gratuita</h3>
              <p>Ci racconti la casa e i tuoi tempi; ti diamo una valutazione e un piano di vendita.</p>
            </li>
            <li>
              <h3>Scegli l’agente</h3>
              <p>Ti presentiamo chi lavora nella tua zona. Decidi tu, e puoi cambiare in ogni momento.</p>
            </li>
            <li>
              <h3>Promozione e visite</h3>
              <p>Annuncio sui portali e sui social; visite, appuntamenti e feedback degli acquirenti nella tua dashboard personale.</p>
            </li>
            <li>
              <h3>Trattativa e rogito</h3>
              <p>Ti affianchiamo su proposte, documenti e notaio, fino alla consegna delle chiavi.</p>
            </li>
          </ol>
        </div>
      </section>

      <section className="section section-below-fold section-alt" aria-labelledby="faq-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Domande frequenti</span>
            <h2 id="faq-title">Le domande che ci fanno tutti</h2>
          </div>
          <Faq items={SELLER_FAQ} />
        </div>
      </section>

      <section className="section section-below-fold section-dark cta-band" aria-labelledby="closing-title">
        <div className="container">
          <h2 id="closing-title">Pronto a vendere al prezzo giusto?</h2>
          <p className="lead">La consulenza è gratuita e senza impegno. Oppure scopri subito quanto vale la tua casa.</p>
          <div className="actions-row">
            <a href="#prenota" className="button button-primary">
              Prenota consulenza
            </a>
            <Link to={CHAT_PATH} className="button button-secondary" style={{ color: '#fff' }}>
              Valuta ora
            </Link>
          </div>
        </div>
      </section>

      <section className="section section-below-fold" aria-labelledby="contacts-title">
        <div className="container">
          <h2 id="contacts-title" className="visually-hidden">
            Contatti
          </h2>
          <ContactDetails />
        </div>
      </section>

      <Island name="cookie-banner" component={CookieBanner} />
    </>
  );
}
