import { useLocation } from 'react-router-dom';
import { statedFigures, yearsText } from '@valuta/shared/agency';
import { SECOND_CONSULTATION_PATH } from '@valuta/shared/public-routes';
import { Faq, type FaqItem } from '../../components/Faq';
import { ReviewsSection } from '../../components/Testimonials';
import ConsultationForm from '../../features/forms/ConsultationForm';
import { brand } from '../../lib/brand';
import { CalendarOrForm } from './CalendarOrForm';

interface Variant {
  eyebrow: string;
  title: string;
  lead: string;
}

const VARIANTS: Record<string, Variant> = {
  '/cambio-casa-strat1': {
    eyebrow: 'Consulenza cambio casa',
    title: 'Cambiare casa senza stress: vendi e compra nei tempi giusti',
    lead: 'Vendere la casa attuale e comprare la nuova nello stesso momento si può. In 30 minuti gratuiti costruiamo con te il calendario: valore, tempi, mutuo e date dei rogiti.',
  },
  [SECOND_CONSULTATION_PATH]: {
    eyebrow: 'Strategia cambio casa',
    title: 'Prima vendi o prima compri? Decidiamolo insieme',
    lead: 'Ogni scelta ha rischi diversi: restare senza casa, pagare due mutui, svendere per fretta. Prenota una consulenza gratuita e scegli la strategia adatta a te.',
  },
};

const FAQ: FaqItem[] = [
  {
    question: 'Quanto dura la consulenza e dove si svolge?',
    answer: 'Circa 30 minuti, in agenzia, in videochiamata o al telefono, come preferisci. È gratuita e senza impegno.',
  },
  {
    question: 'Cosa devo preparare?',
    answer: 'Niente di obbligatorio. Se li hai, tieni a portata di mano l’indirizzo della casa attuale, il mutuo residuo e il budget per la nuova.',
  },
  {
    question: 'E se vendo prima di aver trovato la nuova casa?',
    answer:
      'Si può concordare con l’acquirente un rogito differito o una permanenza nell’immobile dopo la vendita: te lo spieghiamo con esempi concreti.',
  },
  {
    question: 'Mi aiutate anche a cercare la nuova casa?',
    answer: 'Sì: mentre vendiamo la tua, i nostri consulenti selezionano le case in linea con budget e zona e coordinano le trattative.',
  },
];

/** The two house-change consultation landing pages: calendar, steps, reviews, FAQ. */
export default function ConsultationLandingPage() {
  const { pathname } = useLocation();
  const variant = VARIANTS[pathname.replace(/\/+$/, '')] ?? VARIANTS['/cambio-casa-strat1']!;
  const { advisorsYears } = statedFigures(brand);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{variant.eyebrow}</span>
          <h1>{variant.title}</h1>
          <p className="lead">{variant.lead}</p>
          <a href="#prenota" className="button button-primary">
            Prenota 30 minuti gratuiti
          </a>
        </div>
      </section>

      <section className="section" id="prenota" aria-labelledby="prenota-title">
        <div className="container split split-wide">
          <div>
            <h2 id="prenota-title">Scegli quando sentirci</h2>
            <p className="lead">Proponi giorno e ora: un consulente ti contatta entro 24 ore per confermare l’appuntamento.</p>
            <ul className="checklist">
              <li>30 minuti, gratis e senza impegno</li>
              <li>Un piano scritto con tempi e passaggi</li>
              {advisorsYears ? <li>Consulenti con {yearsText(advisorsYears)} di esperienza sul mercato torinese</li> : null}
            </ul>
          </div>
          <CalendarOrForm
            fallback={
              <div className="form-card">
                <ConsultationForm />
              </div>
            }
          />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">Come funziona</h2>
          <ol className="steps steps-row grid">
            <li>
              <h3>Prenoti</h3>
              <p>Scegli giorno e ora che preferisci, in meno di un minuto.</p>
            </li>
            <li>
              <h3>Ne parliamo</h3>
              <p>Valore della tua casa, budget per la nuova, mutuo e tempi: tutto in 30 minuti.</p>
            </li>
            <li>
              <h3>Ricevi il piano</h3>
              <p>Ti mandiamo per e-mail la strategia con le date chiave. Decidi tu se e come procedere.</p>
            </li>
          </ol>
        </div>
      </section>

      <ReviewsSection title="Chi ha già cambiato casa con noi" />

      <section className="section section-alt" aria-labelledby="faq-title">
        <div className="container">
          <h2 id="faq-title">Domande frequenti</h2>
          <Faq items={FAQ} />
        </div>
      </section>
    </>
  );
}
