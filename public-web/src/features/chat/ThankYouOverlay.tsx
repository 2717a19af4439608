import { useEffect, useRef } from 'react';
import { THANK_YOU_REDIRECT_MS } from '@valuta/shared/limits';
import { SiteLink } from '../../lib/site-navigation';
import { useCountdownRedirect } from './use-countdown-redirect';
import styles from './Chat.module.css';

/** Shown after a request for an unsupported town; back to the home page after 10 seconds. */
export function ThankYouOverlay() {
  const seconds = useCountdownRedirect(true, THANK_YOU_REDIRECT_MS);
  const home = useRef<HTMLAnchorElement>(null);
  useEffect(() => home.current?.focus(), []);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="thank-you-title" aria-describedby="thank-you-text">
      <div className={styles.overlayCard}>
        <span className={styles.overlayIcon} aria-hidden="true">
          ✓
        </span>
        <h2 id="thank-you-title">Grazie per la tua richiesta!</h2>
        <p id="thank-you-text">
          Un nostro consulente ti contatterà entro 24 ore. Ti avviseremo anche quando la valutazione online sarà disponibile nella tua città.
        </p>
        <p className={styles.overlayCountdown} aria-live="off">
          Tra {seconds} {seconds === 1 ? 'secondo' : 'secondi'} tornerai alla home page.
        </p>
        <SiteLink ref={home} to="/" className="button button-primary">
          Torna alla Home
        </SiteLink>
      </div>
    </div>
  );
}
