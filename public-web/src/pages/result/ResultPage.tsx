import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import type { ValuationRangeData } from '@valuta/shared/chat';
import { whatsappLink } from '@valuta/shared/brand';
import { formatEuro } from '@valuta/shared/format';
import { pageTitle } from '@valuta/shared/page-meta';
import { ACCURACY_PATH, OWNER_AREA_ROUTE } from '@valuta/shared/public-routes';
import { categoryLabel } from '@valuta/shared/valuation';
import { AfterEstimateChat } from '../../features/chat/AfterEstimateChat';
import { chatStorage } from '../../features/chat/chat-storage';
import { brand } from '../../lib/brand';
import { WhatsAppIcon } from '../../layout/WhatsAppButton';
import { EstimateExplanation } from './EstimateExplanation';
import { RefineEstimate } from './RefineEstimate';
import { ReportCarousel } from './ReportCarousel';
import { REPORT_PAGES } from './report-pages';
import { useOwnerSessionOnReturn } from './use-owner-session-on-return';
import { useValuationPage } from './use-valuation-page';
import styles from './ResultPage.module.css';

const BENEFITS = [
  'Una consulenza gratuita di 30 minuti con un nostro esperto, senza impegno',
  'Un sopralluogo per affinare la stima con ciò che i numeri non vedono',
  "Scegli tu l'agente che ti segue, e puoi cambiarlo quando vuoi senza costi",
  'Una dashboard personale con visite, appuntamenti e feedback degli acquirenti',
  'Promozione sui principali portali immobiliari e sui social',
];

function StatusMessage({ text }: { text: string }) {
  return (
    <section className={`container ${styles.status}`} aria-busy="true">
      <p role="status">{text}</p>
    </section>
  );
}

function propertySummary(valuation: ValuationPageResponse): string {
  const data = valuation.propertyData ?? {};
  return [data.propertyType ? categoryLabel(data.propertyType) : null, data.squareMeters ? `${data.squareMeters} m²` : null, data.city ?? data.town]
    .filter(Boolean)
    .join(' · ');
}

function ResultContent({ valuation: loaded, rangeData }: { valuation: ValuationPageResponse; rangeData: ValuationRangeData }) {
  // The figures refined after the estimate replace the loaded ones.
  const [valuation, setValuation] = useState(loaded);
  const name = valuation.userData?.name?.trim() || 'utente';
  const summary = propertySummary(valuation);
  return (
    <>
      <section className={styles.hero} aria-labelledby="result-title">
        <div className="container">
          <h1 id="result-title" className={styles.greeting}>
            Ciao {name}, la valutazione del tuo immobile è:
          </h1>
          <p className={styles.range} data-testid="valuation-range">
            <span>{formatEuro(valuation.minValue)}</span> - <span>{formatEuro(valuation.maxValue)}</span>
          </p>
          {summary && <p className={styles.summary}>{summary}</p>}
          {rangeData.estimateEmailed ? <p>Ti abbiamo inviato la valutazione anche via e-mail.</p> : null}
          <p className={styles.note}>
            L'intervallo è indicativo: si basa sui prezzi della zona e sui dati che ci hai dato. Per un valore preciso serve una visita di un nostro
            consulente. <Link to={ACCURACY_PATH}>Quanto sono precise le nostre stime?</Link>
          </p>
          <RefineEstimate valuation={valuation} onRefined={(next) => setValuation((current) => ({ ...current, ...next }))} />
        </div>
      </section>

      {valuation.explanation ? <EstimateExplanation explanation={valuation.explanation} className={`container ${styles.section}`} /> : null}

      <section className={`container ${styles.section}`} aria-labelledby="amelia-title">
        <h2 id="amelia-title">Parla con Amelia</h2>
        <AfterEstimateChat valuation={valuation} rangeData={rangeData} className={styles.chat} />
      </section>

      <section className={`container ${styles.section} ${styles.columns}`}>
        <div>
          <h2>Cosa ottieni con la consulenza gratuita</h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {brand.whatsapp ? (
            <a className={`button ${styles.whatsapp}`} href={whatsappLink(brand)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon size={22} />
              Scrivici su WhatsApp
            </a>
          ) : null}
        </div>
        {brand.videoUrl ? (
          <div>
            <h2>Come leggere la tua valutazione</h2>
            <iframe
              className={styles.video}
              src={brand.videoUrl}
              title="Video: come leggere la tua valutazione"
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : (
          <div className={styles.explainer}>
            <h2>Come leggere la tua valutazione</h2>
            <p>
              Partiamo dal prezzo al metro quadro della tua zona e lo correggiamo con le caratteristiche della casa: piano e ascensore, stato, anno di
              costruzione, classe energetica, spazi esterni e box. L'intervallo è più stretto quanto più complete sono le risposte.
            </p>
          </div>
        )}
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="report-title">
        <h2 id="report-title">Il report completo che riceverai</h2>
        <p className={styles.lead}>Dopo il sopralluogo ricevi un report dettagliato come questo esempio.</p>
        <ReportCarousel pages={REPORT_PAGES} />
      </section>

      <div className={`container ${styles.home}`}>
        <Link to="/" className="button button-dark">
          Torna alla Home
        </Link>
      </div>
    </>
  );
}

/** The result page after the contact form (/thank-you-range): the range, the report, the conversation after the estimate. */
export default function ResultPage() {
  const navigate = useNavigate();
  const [rangeData] = useState(() => chatStorage.rangeData());
  const ownerSession = useOwnerSessionOnReturn();
  const page = useValuationPage(rangeData?.valuationId ?? null);

  useEffect(() => {
    document.title = pageTitle('La tua valutazione', brand.agencyName);
    if (ownerSession === 'signed-in') void navigate(OWNER_AREA_ROUTE, { replace: true });
    else if (ownerSession === 'none' && !rangeData) void navigate('/', { replace: true });
  }, [navigate, ownerSession, rangeData]);

  if (!rangeData || ownerSession !== 'none') return <StatusMessage text="Caricamento..." />;
  if (page.status === 'loading') return <StatusMessage text="Caricamento valutazione..." />;
  if (page.status === 'missing') {
    return (
      <section className={`container ${styles.status}`}>
        <h1>Valutazione non ancora disponibile</h1>
        <p>Stiamo ancora elaborando i dati del tuo immobile. Un nostro consulente ti contatterà al più presto.</p>
        <Link to="/" className="button button-dark">
          Torna alla Home
        </Link>
      </section>
    );
  }
  return <ResultContent valuation={page.valuation} rangeData={rangeData} />;
}
