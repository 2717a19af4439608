import { Suspense, lazy, useState } from 'react';
import { telLink } from '@valuta/shared/brand';
import { withFullStop } from '@valuta/shared/format';
import { ACCURACY_PATH, OWNER_AREA_ROUTE } from '@valuta/shared/public-routes';
import { AssistanceButton } from '../components/AssistanceDialog';
import { Dialog } from '../components/Dialog';
import { brand } from '../lib/brand';
import { SiteLink } from '../lib/site-navigation';
import styles from './Footer.module.css';

// The dialogs' contents load when first opened, so no page pays for them up front.
const PrivacyNotice = lazy(() => import('../features/legal/PrivacyNotice').then((module) => ({ default: module.PrivacyNotice })));
const CookieNotice = lazy(() => import('../features/legal/CookieNotice').then((module) => ({ default: module.CookieNotice })));

const SERVICE_LINKS = [
  { to: '/valuta', label: 'Quanto vale la mia casa' },
  { to: '/valutazione', label: 'Valutazione immobiliare online' },
  { to: '/landing-vendita', label: 'Vendere casa a Torino' },
  { to: '/consulenza-gratuita', label: 'Consulenza gratuita' },
  { to: '/cambio-casa-strat1', label: 'Cambiare casa' },
  { to: ACCURACY_PATH, label: 'Quanto sono precise le nostre stime' },
] as const;

type FooterDialog = 'privacy' | 'cookies' | null;

/** The footer: identity, legal details, social links, the three dialogs and the reserved area. No router: an island. */
export function Footer() {
  const [dialog, setDialog] = useState<FooterDialog>(null);
  const close = () => setDialog(null);
  // The copyright's year, read once when the footer mounts rather than on every render.
  const [year] = useState(() => new Date().getFullYear());
  const legalLine = [
    brand.legalName,
    brand.address,
    brand.vatNumber ? `P. IVA ${brand.vatNumber}` : '',
    brand.reaNumber ? `REA ${brand.reaNumber}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const socialLinks = [
    { label: 'Facebook', url: brand.facebookUrl },
    { label: 'Instagram', url: brand.instagramUrl },
    { label: 'LinkedIn', url: brand.linkedinUrl },
  ].filter((link) => link.url);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <div className={styles.brand}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{brand.agencyName}</span>
          </div>
          <p>
            {brand.assistantName} è l'assistente virtuale dell'agenzia: in pochi minuti raccoglie i dati della tua casa e ti dà una stima del suo
            valore, gratis e senza impegno. Poi, se vuoi, ti mette in contatto con un nostro consulente.
          </p>
          {legalLine ? <p className={styles.legal}>{legalLine}</p> : null}
        </div>

        <div>
          <h2 className={styles.title}>Contatti</h2>
          <ul className={styles.list}>
            {brand.landline ? (
              <li>
                <a href={telLink(brand.landline)}>{brand.landline}</a>
              </li>
            ) : null}
            {brand.mobile ? (
              <li>
                <a href={telLink(brand.mobile)}>
                  {brand.mobile}
                  {brand.whatsapp ? ' (anche WhatsApp)' : ''}
                </a>
              </li>
            ) : null}
            {brand.email ? (
              <li>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </li>
            ) : null}
            <li>
              <AssistanceButton />
            </li>
            <li>
              <SiteLink to={OWNER_AREA_ROUTE}>Area venditore</SiteLink>
            </li>
            <li>
              <a href="/admin">Area riservata</a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.title}>Servizi</h2>
          <ul className={styles.list}>
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>

        {socialLinks.length > 0 ? (
          <div>
            <h2 className={styles.title}>Seguici</h2>
            <ul className={styles.list}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className={`container ${styles.bottom}`}>
        <span>
          © {year} {withFullStop(brand.legalName || brand.agencyName)} Tutti i diritti riservati.
        </span>
        <button type="button" className="link-button" onClick={() => setDialog('privacy')}>
          Privacy
        </button>
        <button type="button" className="link-button" onClick={() => setDialog('cookies')}>
          Cookie
        </button>
        <SiteLink to="/cookies-policy">Cookie policy</SiteLink>
      </div>

      <Dialog title="Informativa sulla privacy" open={dialog === 'privacy'} onClose={close}>
        <Suspense fallback={<p>Caricamento...</p>}>
          <PrivacyNotice />
        </Suspense>
      </Dialog>

      <Dialog title="Cookie" open={dialog === 'cookies'} onClose={close}>
        <Suspense fallback={<p>Caricamento...</p>}>
          <CookieNotice onManage={close} />
        </Suspense>
        <p>
          <SiteLink to="/cookies-policy" onClick={close}>
            Leggi la cookie policy completa
          </SiteLink>
        </p>
      </Dialog>
    </footer>
  );
}
