import { useSearchParams } from 'react-router-dom';
import { formatEuro } from '@valuta/shared/format';
import { BOOKING_VALUATION_PARAM } from '@valuta/shared/public-routes';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import BookingForm, { type BookingPrefill } from '../../features/forms/BookingForm';
import { useHydrated } from '../../lib/use-hydrated';
import { useValuationPage } from '../result/use-valuation-page';

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

/** The form filled in from the valuation the link names, as the server has it: the name, the estimate, the comune. */
export function prefillFromValuation(valuation: ValuationPageResponse): BookingPrefill {
  const [firstName, ...rest] = (valuation.userData.name ?? '').trim().split(/\s+/).filter(Boolean);
  const prefill: BookingPrefill = {};
  if (firstName) prefill.firstName = firstName;
  if (rest.length > 0) prefill.lastName = rest.join(' ');
  if (valuation.estimatedValue > 0) prefill.valuation = formatEuro(valuation.estimatedValue);
  if (valuation.propertyData.city) prefill.comune = valuation.propertyData.city;
  return prefill;
}

export default function BookingPage() {
  const [params] = useSearchParams();
  const valuationId = params.get(BOOKING_VALUATION_PARAM)?.trim() || null;
  const loaded = useValuationPage(valuationId);
  const fromServer = loaded.status === 'ready' ? prefillFromValuation(loaded.valuation) : {};
  const prefill = { ...prefillFrom(params), ...fromServer };
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
            {/* Mounted again once the valuation arrives, so its details fill the form. */}
            <BookingForm key={loaded.status === 'ready' ? 'valuation' : 'link'} prefill={prefill} />
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
