import { useState } from 'react';
import { Link } from 'react-router-dom';
import { telLink } from '@valuta/shared/brand';
import { Dialog } from '../components/Dialog';
import { brand } from '../lib/brand';
import styles from './Footer.module.css';

type FooterDialog = 'privacy' | 'cookies' | 'assistance' | null;

/** Footer of public spec §2: identity, legal details, social links, the three dialogs and the reserved area. */
export function Footer() {
  const [dialog, setDialog] = useState<FooterDialog>(null);
  const close = () => setDialog(null);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <div className={styles.brand}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{brand.agencyName}</span>
          </div>
          <p>
            {brand.assistantName} è l'assistente virtuale dell'agenzia: in pochi minuti raccoglie i dati della tua casa
            e ti dà una stima del suo valore, gratis e senza impegno. Poi, se vuoi, ti mette in contatto con un nostro
            consulente.
          </p>
          <p className={styles.legal}>
            {brand.legalName} · {brand.address} · P. IVA {brand.vatNumber} · REA {brand.reaNumber}
          </p>
        </div>

        <div>
          <h2 className={styles.title}>Contatti</h2>
          <ul className={styles.list}>
            <li>
              <a href={telLink(brand.landline)}>{brand.landline}</a>
            </li>
            <li>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setDialog('assistance')}>
                Richiedi assistenza
              </button>
            </li>
            <li>
              <a href="/admin">Area riservata</a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.title}>Seguici</h2>
          <ul className={styles.list}>
            <li>
              <a href={brand.facebookUrl} target="_blank" rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href={brand.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href={brand.linkedinUrl} target="_blank" rel="noopener noreferrer">
                LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <span>
          © {year} {brand.legalName}. Tutti i diritti riservati.
        </span>
        <button type="button" className="link-button" onClick={() => setDialog('privacy')}>
          Privacy
        </button>
        <button type="button" className="link-button" onClick={() => setDialog('cookies')}>
          Cookie
        </button>
        <Link to="/cookies-policy">Cookie policy</Link>
      </div>

      <Dialog title="Informativa sulla privacy" open={dialog === 'privacy'} onClose={close}>
        <p>
          Titolare del trattamento è {brand.legalName}, {brand.address}. Trattiamo i dati che ci lasci (nome, contatti,
          dati dell'immobile) per darti la valutazione e ricontattarti, e li conserviamo al massimo 24 mesi dall'ultimo
          contatto. Puoi esercitare i tuoi diritti scrivendo a <a href={`mailto:${brand.email}`}>{brand.email}</a>.
        </p>
        <p>
          <Link to="/privacy" onClick={close}>
            Leggi l'informativa completa
          </Link>
        </p>
      </Dialog>

      <Dialog title="Cookie" open={dialog === 'cookies'} onClose={close}>
        <p>
          Usiamo cookie tecnici necessari al funzionamento del sito e, solo con il tuo consenso, cookie di marketing.
          Puoi revocare il consenso ai cookie di profilazione e di terze parti scrivendo a{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>: la richiesta viene gestita in circa 48 ore.
        </p>
        <p>
          <Link to="/cookies-policy" onClick={close}>
            Leggi la cookie policy
          </Link>
        </p>
      </Dialog>

      <Dialog title="Richiedi assistenza" open={dialog === 'assistance'} onClose={close}>
        <p>Siamo qui per aiutarti. Chiamaci o scrivici: ti rispondiamo entro 24 ore lavorative.</p>
        <ul>
          <li>
            Telefono: <a href={telLink(brand.landline)}>{brand.landline}</a>
          </li>
          <li>
            Cellulare e WhatsApp: <a href={telLink(brand.mobile)}>{brand.mobile}</a>
          </li>
          <li>
            E-mail: <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </li>
        </ul>
      </Dialog>
    </footer>
  );
}
