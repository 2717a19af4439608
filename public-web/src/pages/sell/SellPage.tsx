import { Link } from 'react-router-dom';
import { experienceText } from '@valuta/shared/agency';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { SellerDashboardCarousel } from '../seller-landing/SellerDashboardCarousel';
import { ReviewsSection } from '../../components/Testimonials';
import { brand } from '../../lib/brand';

/** Seller services: the three-phase method, the dashboard, reviews, the way to the chat. */
export default function SellPage() {
  const experience = experienceText(brand);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Vendi casa</span>
          <h1>Vendi casa con noi: un metodo in tre fasi</h1>
          <p className="lead">
            Valutazione, scelta dell’agente e monitoraggio. Tre fasi chiare per vendere al giusto prezzo, senza sorprese e senza perdere il controllo.
          </p>
          <div className="actions-row">
            <Link to={CHAT_PATH} className="button button-primary">
              Valuta ora
            </Link>
            <Link to="/contatti" className="button button-secondary">
              Parla con noi
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="method-title">
        <div className="container">
          <h2 id="method-title">Il metodo</h2>
          <ol className="steps steps-row grid">
            <li>
              <h3>Valutazione</h3>
              <p>
                Parti dalla stima online con Amelia, poi un consulente la conferma con un sopralluogo gratuito: prezzi di zona, stato della casa,
                confronto con le vendite recenti.
              </p>
            </li>
            <li>
              <h3>Scelta dell’agente</h3>
              <p>Ti presentiamo gli agenti che lavorano nella tua zona e scegli tu. Se non ti convince, lo cambi in qualsiasi momento senza costi.</p>
            </li>
            <li>
              <h3>Monitoraggio</h3>
              <p>Annuncio su portali e social, e una dashboard con visite, appuntamenti e feedback dopo ogni incontro.</p>
            </li>
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="dashboard-title">
        <div className="container split">
          <div>
            <h2 id="dashboard-title">La tua dashboard personale</h2>
            <p className="lead">Tutto quello che succede alla tua casa, in un posto solo, aggiornato dopo ogni visita.</p>
            <ul className="checklist">
              <li>Visite fatte e in programma</li>
              <li>Appuntamenti confermati e da confermare</li>
              <li>Il parere di ogni acquirente dopo la visita</li>
              <li>I risultati della promozione sui portali e sui social</li>
            </ul>
          </div>
          <SellerDashboardCarousel />
        </div>
      </section>

      <ReviewsSection title="Testimonianze" count={6} />

      <section className="section section-dark cta-band">
        <div className="container">
          <h2>Parti dal valore della tua casa</h2>
          <p className="lead">{experience ? `${experience}, al lavoro per te.` : 'Dalla stima al rogito, con un consulente al tuo fianco.'}</p>
          <div className="actions-row">
            <Link to={CHAT_PATH} className="button button-primary">
              Valuta ora
            </Link>
            <Link to="/contatti" className="button button-secondary" style={{ color: '#fff' }}>
              Contattaci
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
