import { useEffect, useSyncExternalStore } from 'react';
import { brand } from '../lib/brand';
import { readConsent, saveConsent, subscribeConsent, type MarketingConsent } from '../lib/consent';
import { loadPixel } from '../lib/pixel';
import { SiteLink } from '../lib/site-navigation';

const serverSnapshot = (): MarketingConsent | null | 'unknown' => 'unknown';

/**
 * Asks for marketing consent where the advertising pixel would run (the seller landing page) and loads the
 * pixel only once it is granted. Nothing is shown, or loaded, when no pixel is configured. An island of its page.
 */
export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot);

  useEffect(() => {
    if (consent === 'granted') loadPixel();
  }, [consent]);

  if (!brand.pixelId || consent !== null) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title" role="region">
      <h2 id="consent-title">Cookie su questa pagina</h2>
      <p>
        Con il tuo consenso usiamo un cookie pubblicitario di Meta per capire quali campagne funzionano. Puoi rifiutare: la pagina funziona allo
        stesso modo. <SiteLink to="/cookies-policy">Cookie policy</SiteLink>
      </p>
      <div className="actions-row">
        <button type="button" className="button button-dark" onClick={() => saveConsent('granted')}>
          Accetta
        </button>
        <button type="button" className="button button-secondary" onClick={() => saveConsent('denied')}>
          Rifiuta
        </button>
      </div>
    </section>
  );
}
