import { COOKIE_REVOCATION_HOURS } from '@valuta/shared/limits';
import { brand } from '../../lib/brand';
import { resetConsent } from '../../lib/consent';

/** The cookie notice (footer dialog and /cookies-policy): what we store, revocation by e-mail in about 48 hours, browsers. */
export function CookieNotice({ headingLevel = 3, onManage }: { headingLevel?: 2 | 3; onManage?: () => void }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      <H>Cookie tecnici</H>
      <p>
        Il sito usa solo gli strumenti necessari a funzionare: la memoria del browser per ricordare la tua valutazione in corso e la tua scelta sui
        cookie, e un identificativo casuale di sessione, cancellato quando chiudi la scheda, per contare le visite in forma anonima. Non servono il
        tuo consenso.
      </p>
      <H>Cookie di marketing</H>
      <p>
        Solo sulla pagina dedicata ai venditori, e solo se lo accetti, usiamo il pixel pubblicitario di Meta per misurare l'efficacia delle nostre
        campagne (visite, richieste di contatto, appuntamenti). Senza il tuo consenso non viene caricato.
      </p>
      <H>Come revocare il consenso</H>
      <p>
        Puoi revocare in ogni momento il consenso ai cookie di profilazione e di marketing di terze parti scrivendo a{' '}
        <a href={`mailto:${brand.email}`}>{brand.email}</a>: la richiesta viene gestita in circa {COOKIE_REVOCATION_HOURS} ore. Puoi anche cambiare
        subito la tua scelta da questo dispositivo:
      </p>
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            resetConsent();
            onManage?.();
          }}
        >
          Rivedi le preferenze sui cookie
        </button>
      </p>
      <H>Dal tuo browser</H>
      <p>
        Puoi cancellare o bloccare i cookie dalle impostazioni del browser: in Chrome da Impostazioni › Privacy e sicurezza › Cookie; in Firefox da
        Impostazioni › Privacy e sicurezza; in Safari da Impostazioni › Privacy; in Edge da Impostazioni › Cookie e autorizzazioni sito. Bloccare i
        cookie tecnici può impedire ad alcune parti del sito di funzionare.
      </p>
    </div>
  );
}
