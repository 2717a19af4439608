import type { OwnerHome } from '@valuta/shared/owner-area';
import type { ValuationSummary } from '@valuta/shared/valuation';
import { formatDate, formatEuro } from '@valuta/shared/format';
import { EstimateExplanation } from '../result/EstimateExplanation';
import { RefineEstimate } from '../result/RefineEstimate';
import styles from './OwnerAreaPage.module.css';

/**
 * The home's latest estimate with its range, every version with its date and why it changed, 'Come abbiamo
 * calcolato la stima' and 'Rendi la stima più precisa', as on the result page. A refinement reloads the home,
 * so the new version appears in the history with its reason.
 */
export function HomeEstimate({ home, onRefined }: { home: OwnerHome; onRefined: (next: ValuationSummary) => void }) {
  const { estimate, summary } = home;
  if (!estimate) return null;
  return (
    <>
      <section className={styles.card} aria-labelledby="estimate-title">
        <h2 id="estimate-title">La stima della tua casa</h2>
        <p className={styles.range} data-testid="owner-estimate-range">
          <span>{formatEuro(estimate.min_value)}</span> - <span>{formatEuro(estimate.max_value)}</span>
        </p>
        <p className={styles.muted}>
          Valore più probabile {formatEuro(estimate.estimated_value)} · aggiornata il {formatDate(estimate.at)}
        </p>
        {summary && <RefineEstimate valuation={summary} onRefined={onRefined} />}
      </section>

      {home.versions.length > 1 && (
        <section className={styles.card} aria-labelledby="versions-title">
          <h2 id="versions-title">Come è cambiata la stima</h2>
          <ol className={styles.list}>
            {home.versions.map((version) => (
              <li key={version.version}>
                <div className={styles.row}>
                  <span>{formatDate(version.at)}</span>
                  <span className={styles.figure}>
                    {formatEuro(version.min_value)} - {formatEuro(version.max_value)}
                  </span>
                </div>
                <p className={styles.muted}>{version.reason_label}</p>
                {version.changes.length > 0 && (
                  <ul className={styles.muted}>
                    {version.changes.map((change) => (
                      <li key={change.field}>
                        {change.label}: {change.from ? `${change.from} → ` : ''}
                        {change.to}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      {summary?.explanation ? <EstimateExplanation explanation={summary.explanation} className={styles.card} /> : null}
    </>
  );
}
