import { useSearchParams } from 'react-router-dom';
import BookingForm, { type BookingPrefill } from '../../features/forms/BookingForm';
import { useHydrated } from '../../lib/use-hydrated';

const PREFILL_KEYS = ['firstName', 'lastName', 'valuation', 'comune'] as const;

/** The query parameters the booking page accepts, to pre-fill its form. */
export function prefillFrom(params: URLSearchParams): BookingPrefill {
  const prefill: BookingPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = params.get(key)?.trim();
    if (value) prefill[key] = value.slice(0, 120);
  }
  return prefill;
}

export default function BookingPage() {
  const [params] = useSearchParams();
  const prefill = prefillFrom(params);
  // The prerendered page knows no query string: the greeting appears once the page runs in the browser.
  const hydrated = useHydrated();
  const greeting = hydrated ? prefill : {};
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Consulenza gratuita</span>
          <h1>{greeting.firstName ? `${greeting.firstName}, prenota la tua consulenza` : 'Prenota la tua consulenza'}</h1>
          <p className="lead">
            Lasciaci i tuoi dati e la fascia oraria che preferisci: un consulente ti chiama per fissare l’appuntamento e parlare della tua casa
            {greeting.comune ? ` a ${greeting.comune}` : ''}.
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container split split-wide">
          <div className="form-card">
            <BookingForm prefill={prefill} />
          </div>
          <div>
            <h2>Come funziona</h2>
            <ol className="steps">
              <li>
                <h3>Ti chiamiamo</h3>
                <p>Mattina (9:00-13:00) o pomeriggio (14:00-18:00), come hai scelto.</p>
              </li>
              <li>
                <h3>Fissiamo l’incontro</h3>
                <p>In agenzia, a casa tua o in videochiamata.</p>
              </li>
              <li>
                <h3>30 minuti gratuiti</h3>
                <p>Valore, strategia e tempi di vendita, senza impegno.</p>
              </li>
            </ol>
          </div>
        </div>
      </section>
    </>
  );
}
