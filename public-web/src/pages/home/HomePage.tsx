import { Link } from 'react-router-dom';
import { statedFigures, yearsText } from '@valuta/shared/agency';
import { reachUs, whatsappLink } from '@valuta/shared/brand';
import { DATA_RETENTION_MONTHS } from '@valuta/shared/limits';
import { DATA_RECIPIENTS_TEXT } from '@valuta/shared/privacy-text';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { AgencyFigureStats } from '../../components/AgencyFigureStats';
import { ContactDetails } from '../../components/ContactDetails';
import { Embed } from '../../components/Embed';
import { Faq, type FaqItem } from '../../components/Faq';
import { ReviewsSection } from '../../components/Testimonials';
import { Island } from '../../islands/Island';
import { HomeCityForm } from './HomeCityForm';
import { AssistanceButton } from '../../components/AssistanceDialog';
import { WhatsAppIcon } from '../../layout/WhatsAppButton';
import { brand } from '../../lib/brand';
import { siteContent } from '../../lib/site-content';
import styles from './HomePage.module.css';

// Built at render: whether the result is also e-mailed depends on the server the page was rendered by.
const homeFaq = (mailConfigured: boolean): FaqItem[] => [
  {
    question: 'La valutazione online è davvero gratuita?',
    answer: `Sì, gratuita e senza impegno. Ti chiediamo nome, e-mail e telefono solo alla fine, per ${mailConfigured ? 'inviarti' : 'mostrarti'} il risultato e, se lo desideri, fissare una consulenza con un nostro esperto.`,
  },
  {
    question: 'Quanto è precisa la stima?',
    answer:
      'Amelia parte dai prezzi della tua zona (quotazioni OMI dell’Agenzia delle Entrate e compravendite reali) e li corregge con superficie, piano, stato e classe energetica. Il risultato è un intervallo: più dati ci dai, più è stretto. Per un prezzo di vendita serve un sopralluogo, che è gratuito.',
  },
  {
    question: 'In quali zone fate valutazioni?',
    answer:
      'Torino e i comuni della cintura (Moncalieri, Collegno, Grugliasco, Rivoli, Nichelino, Settimo Torinese e gli altri). Se la tua casa è altrove, lasciaci un contatto: ti avvisiamo appena copriamo la tua città.',
  },
  {
    question: 'Devo per forza vendere con voi?',
    answer: 'No. La stima è tua e resta tua. Se decidi di vendere con noi scegli tu l’agente, e puoi cambiarlo quando vuoi senza costi.',
  },
  {
    question: 'Cosa succede ai miei dati?',
    answer: `Li usiamo per darti la valutazione e ricontattarti e li conserviamo al massimo ${DATA_RETENTION_MONTHS} mesi. ${DATA_RECIPIENTS_TEXT} Trovi tutti i dettagli nell’informativa sulla privacy.`,
  },
];

const AGENT_MAIL_SUBJECT = 'Collaborazione come agente immobiliare';

export default function HomePage() {
  const agentMail = `mailto:${brand.email}?subject=${encodeURIComponent(AGENT_MAIL_SUBJECT)}`;
  const whatsapp = whatsappLink(brand);
  const figures = statedFigures(brand);
  const reach = reachUs(brand);

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <span className={styles.eyebrow}>Valutazione gratuita a Torino e dintorni</span>
            <h1 id="hero-title">Scopri in pochi secondi quanto vale la tua casa</h1>
            <p className={styles.lead}>
              Rispondi a qualche domanda di {brand.assistantName}, la nostra assistente virtuale: in meno di 2 minuti ricevi una stima con un valore
              minimo e massimo, basata sui prezzi reali della tua zona.
            </p>
            <Island name="home-city" component={HomeCityForm} />
            <ul className={styles.promises}>
              <li>✓ Gratis e senza impegno</li>
              <li>✓ Circa 2 minuti</li>
              {figures.yearsInBusiness ? <li>✓ {yearsText(figures.yearsInBusiness)} di esperienza</li> : null}
            </ul>
            <div className="actions-row">
              <a href="#come-funziona" className="button button-secondary">
                Come funziona
              </a>
              <Link to="/valutazione" className={styles.textLink}>
                Cosa valutiamo e come →
              </Link>
            </div>
          </div>

          <aside className={styles.card} aria-label="Esempio di valutazione">
            <p className={styles.cardLabel}>Esempio · Trilocale a Torino</p>
            <p className={styles.cardValue}>450.000 - 510.000 EUR</p>
            <ul className={styles.cardFacts}>
              <li>110 m²</li>
              <li>3 locali</li>
            </ul>
            <span className={styles.trend}>+12%</span>
          </aside>
        </div>
      </section>

      <section id="come-funziona" className="section" aria-labelledby="come-funziona-title">
        <div className="container split split-wide">
          <div>
            <span className="eyebrow">Come funziona</span>
            <h2 id="come-funziona-title">Tre passi, nessun modulo infinito</h2>
            <ol className="steps">
              <li>
                <h3>Dici ad {brand.assistantName} dov'è la casa</h3>
                <p>Comune e indirizzo: lei conferma la posizione sulla mappa e individua la zona di prezzo.</p>
              </li>
              <li>
                <h3>Rispondi a poche domande</h3>
                <p>Tipologia, metri quadri, piano, stato, anno di costruzione. Circa 2 minuti, puoi rispondere anche “non so”.</p>
              </li>
              <li>
                <h3>Ricevi la stima, e se vuoi un consulente</h3>
                <p>
                  Valore minimo e massimo subito{siteContent.mailConfigured ? ', anche via e-mail' : ''}. La prima consulenza di 30 minuti è gratuita.
                </p>
              </li>
            </ol>
          </div>
          <Embed
            src={brand.videoUrl}
            title={`Video: come funziona la valutazione con ${brand.assistantName}`}
            fallback={
              <div className="card">
                <h3>Pronto in 2 minuti</h3>
                <p>
                  Nessuna registrazione, nessun dato personale fino alla fine. Ti chiediamo i contatti solo per{' '}
                  {siteContent.mailConfigured ? 'inviarti' : 'mostrarti'} il risultato e, se lo desideri, farti richiamare da un consulente.
                </p>
                <Link to={CHAT_PATH} className="button button-primary">
                  Prova ora
                </Link>
              </div>
            }
          />
        </div>
      </section>

      <section id="perche-sceglierci" className="section section-alt" aria-labelledby="perche-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Perché sceglierci</span>
            <h2 id="perche-title">
              {figures.any ? "Un'agenzia di Torino, con i numeri per dimostrarlo" : "Un'agenzia di Torino, dalla stima alla vendita"}
            </h2>
            <p className="lead">La tecnologia ti dà la stima in due minuti; le persone la trasformano in una vendita al prezzo giusto.</p>
          </div>
          <AgencyFigureStats
            yearsLabel="di esperienza a Torino"
            advisorsLabel="di esperienza dei nostri consulenti senior"
            callbackLabel="per richiamarti dopo la richiesta"
          />
          <div className="grid grid-3" style={{ marginTop: '1.5rem' }}>
            <div className="card">
              <h3>Prezzi reali di zona</h3>
              <p>Quotazioni OMI aggiornate ogni semestre e le nostre compravendite: non una media cittadina, la tua zona.</p>
            </div>
            <div className="card">
              <h3>L'agente lo scegli tu</h3>
              <p>E puoi cambiarlo in qualsiasi momento, senza costi. Lavoriamo per meritarci la tua fiducia ogni settimana.</p>
            </div>
            <div className="card">
              <h3>Tutto sotto controllo</h3>
              <p>Una dashboard personale con visite, appuntamenti e feedback degli acquirenti, aggiornata dopo ogni visita.</p>
            </div>
          </div>
          <div className="actions-row">
            <Link to="/vendi-casa" className="button button-dark">
              Scopri come vendiamo
            </Link>
            <Link to="/landingvenditori" className="button button-secondary">
              Prenota una consulenza
            </Link>
          </div>
        </div>
      </section>

      <ReviewsSection id="recensioni" eyebrow="Recensioni" title="Cosa dicono i proprietari che hanno venduto con noi" />

      <section id="faq" className="section section-alt" aria-labelledby="faq-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Domande frequenti</span>
            <h2 id="faq-title">Prima di iniziare</h2>
          </div>
          <Faq items={homeFaq(siteContent.mailConfigured)} />
        </div>
      </section>

      <section className="section section-dark cta-band" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">Quanto vale oggi la tua casa?</h2>
          <p className="lead">Due minuti con {brand.assistantName}, gratis e senza impegno.</p>
          <div className="actions-row">
            <Link to={CHAT_PATH} className="button button-primary">
              Valuta ora la tua casa
            </Link>
            {brand.whatsapp ? (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="button button-whatsapp">
                <WhatsAppIcon size={20} /> Scrivici su WhatsApp
              </a>
            ) : null}
          </div>
          <p className={styles.agentLine}>
            Sei un agente immobiliare? <Link to="/diventa-partner">Diventa partner</Link>
            {brand.email ? (
              <>
                {' '}
                oppure <a href={agentMail}>scrivici per collaborare</a>
              </>
            ) : null}
            .
          </p>
        </div>
      </section>

      <section id="contattaci" className="section" aria-labelledby="contatti-title">
        <div className="container" id="contatti">
          <div className="section-head">
            <span className="eyebrow">Contattaci</span>
            <h2 id="contatti-title">Preferisci parlare con una persona?</h2>
            <p className="lead">
              {reach ? `${reach.charAt(0).toUpperCase()}${reach.slice(1)} o lasciaci` : 'Lasciaci'} un messaggio: ti rispondiamo entro 24 ore
              lavorative.
            </p>
            <Island name="assistance" component={AssistanceButton} props={{ className: 'button button-dark', label: 'Scrivici un messaggio' }} />
          </div>
          <ContactDetails />
        </div>
      </section>
    </>
  );
}
