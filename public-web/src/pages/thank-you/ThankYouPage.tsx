import { Link, useLocation } from 'react-router-dom';
import { CHAT_PATH } from '@valuta/shared/public-routes';

/** After the seller form (/thank-you-page): thanks, and the way to book a consultation. */
export default function ThankYouPage() {
  const state: unknown = useLocation().state;
  const emailed = typeof state === 'object' && state !== null && (state as { confirmationEmailed?: unknown }).confirmationEmailed === true;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Richiesta ricevuta</span>
          <h1>Grazie! Ti contatteremo entro 24 ore</h1>
          <p className="lead">
            Un nostro consulente ti chiamerà per fissare la consulenza gratuita.
            {emailed ? ' Controlla la tua e-mail: ti abbiamo inviato la conferma della richiesta (se non la trovi, guarda nello spam).' : ''}
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>Nel frattempo</h2>
          <div className="grid grid-2">
            <div className="card">
              <h3>Valuta ora</h3>
              <p>Scopri subito quanto vale la tua casa con Amelia: 2 minuti, e arrivi alla consulenza con un numero in mano.</p>
              <Link to={CHAT_PATH} className="button button-primary">
                Valuta ora
              </Link>
            </div>
            <div className="card">
              <h3>Prenota consulenza</h3>
              <p>Preferisci scegliere tu giorno e ora? Prenota direttamente i tuoi 30 minuti gratuiti con un consulente.</p>
              <Link to="/consulenza-gratuita" className="button button-dark">
                Prenota consulenza
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section className="section section-alt">
        <div className="container">
          <h2>Cosa succede adesso</h2>
          <ol className="steps steps-row grid">
            <li>
              <h3>Ti chiamiamo</h3>
              <p>Entro 24 ore, per conoscerti e capire tempi e obiettivi della vendita.</p>
            </li>
            <li>
              <h3>Consulenza gratuita</h3>
              <p>30 minuti, in agenzia, a casa tua o in videochiamata: valore, strategia e costi, senza impegno.</p>
            </li>
            <li>
              <h3>Decidi tu</h3>
              <p>Se vuoi procedere scegli l’agente e attiviamo la tua dashboard personale.</p>
            </li>
          </ol>
        </div>
      </section>
    </>
  );
}
