import { Link } from 'react-router-dom';
import { formatShare, formatDateTime } from '@valuta/shared/format';
import type { AccuracyFigures, PublicAccuracyResponse } from '@valuta/shared/accuracy';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { usePublicAccuracy } from './use-public-accuracy';
import styles from './AccuracyPage.module.css';

const salesText = (count: number) => (count === 1 ? '1 vendita' : `${count} vendite`);

function FigureList({ figures }: { figures: AccuracyFigures }) {
  return (
    <ul className="stats">
      <li>
        <strong>{formatShare(figures.medianError)}</strong> errore mediano della stima
      </li>
      <li>
        <strong>{formatShare(figures.within10)}</strong> delle vendite entro il 10% dalla stima
      </li>
      <li>
        <strong>{formatShare(figures.within20)}</strong> delle vendite entro il 20% dalla stima
      </li>
      <li>
        <strong>{formatShare(figures.insideRange)}</strong> delle vendite dentro la forchetta che avevamo indicato
      </li>
    </ul>
  );
}

function PublishedFigures({ figures }: { figures: PublicAccuracyResponse }) {
  return (
    <>
      <p>
        Aggiornato al {formatDateTime(figures.computedAt)}, su {salesText(figures.sales)} registrate.
      </p>
      {figures.overall ? <FigureList figures={figures.overall} /> : null}
      {figures.zones.length > 0 ? (
        <>
          <h3>Per zona</h3>
          <p>Mostriamo a parte le zone con almeno {figures.minZoneSales} vendite registrate.</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Zona</th>
                  <th scope="col">Vendite</th>
                  <th scope="col">Errore mediano</th>
                  <th scope="col">Entro il 10%</th>
                  <th scope="col">Entro il 20%</th>
                  <th scope="col">Dentro la forchetta</th>
                </tr>
              </thead>
              <tbody>
                {figures.zones.map((zone) => (
                  <tr key={zone.label}>
                    <th scope="row">{zone.label}</th>
                    <td>{zone.sales}</td>
                    <td>{formatShare(zone.medianError)}</td>
                    <td>{formatShare(zone.within10)}</td>
                    <td>{formatShare(zone.within20)}</td>
                    <td>{formatShare(zone.insideRange)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

/** The figures, read in the browser: the prerendered page says they are loading, never shows old ones. */
function Figures() {
  const state = usePublicAccuracy();
  if (state.status === 'loading') return <p role="status">Caricamento delle cifre…</p>;
  if (state.status === 'failed') return <p role="status">Non riusciamo a caricare le cifre in questo momento. Riprova più tardi.</p>;
  const { figures } = state;
  if (!figures.published) {
    return (
      <div role="status">
        <p>Stiamo raccogliendo i dati: pubblicheremo le cifre quando avremo almeno {figures.minSales} vendite registrate.</p>
        <p>
          Vendite registrate finora: <strong>{figures.sales}</strong>.
        </p>
      </div>
    );
  }
  return <PublishedFigures figures={figures} />;
}

/** Quanto sono precise le nostre stime: how far our estimates were from the prices homes then sold for. */
export default function AccuracyPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Trasparenza</span>
          <h1>Quanto sono precise le nostre stime</h1>
          <p className="lead">
            Quando una casa che abbiamo valutato viene venduta, confrontiamo il prezzo di vendita con la stima che avevamo dato al proprietario. Qui
            trovi il risultato, senza ritocchi.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="figures-title">
        <div className="container">
          <h2 id="figures-title">Le cifre</h2>
          <Figures />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="method-title">
        <div className="container">
          <h2 id="method-title">Come le calcoliamo</h2>
          <ul className="checklist">
            <li>
              <strong>Quali vendite.</strong> Contano le case valutate con <Link to={CHAT_PATH}>la nostra valutazione online</Link> e poi vendute,
              quando un nostro consulente registra il prezzo e la data del rogito. Usiamo la stima che il proprietario aveva ricevuto, anche se in
              seguito è stata aggiornata.
            </li>
            <li>
              <strong>L’errore.</strong> Per ogni vendita calcoliamo di quanto la stima si discosta dal prezzo di vendita, in percentuale del prezzo:
              una casa stimata 210.000 € e venduta a 200.000 € ha un errore del 5%.
            </li>
            <li>
              <strong>Perché la mediana.</strong> L’errore mediano è quello della vendita che sta nel mezzo: metà delle stime ha sbagliato di meno,
              metà di più. A differenza della media, una sola vendita fuori dal comune non lo sposta.
            </li>
            <li>
              <strong>Entro il 10% e il 20%.</strong> La quota di vendite il cui prezzo è rimasto entro il 10% (o il 20%) dalla stima.
            </li>
            <li>
              <strong>Dentro la forchetta.</strong> Ogni stima ha un valore minimo e uno massimo: contiamo quante vendite sono cadute tra i due.
            </li>
            <li>
              <strong>Almeno 20 vendite.</strong> Con poche vendite le percentuali dipendono troppo dal caso, quindi pubblichiamo le cifre solo da 20
              vendite registrate in su, e una zona a sé solo con almeno 5 vendite sue. Non mostriamo nulla che permetta di risalire a una singola
              casa.
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
