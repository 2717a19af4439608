import type { ValuationExplanation } from '@valuta/shared/valuation';
import { explainEstimate } from '@valuta/shared/valuation';
import styles from './EstimateExplanation.module.css';

/**
 * 'Come abbiamo calcolato la stima': the zone's price and its source, the surface, every correction with its
 * sign and size, the agency's zone correction and why the range is as wide as it is, in the words of the
 * owner's e-mail (shared/src/valuation/explanation.ts).
 */
export function EstimateExplanation({ explanation, className }: { explanation: ValuationExplanation; className?: string }) {
  const text = explainEstimate(explanation);
  const basis = [text.zonePrice, text.zoneCorrection, text.surface].filter((line): line is string => line !== null);
  return (
    <section className={className} aria-labelledby="explanation-title">
      <h2 id="explanation-title">{text.heading}</h2>
      <p>{text.intro}</p>
      {basis.length > 0 && (
        <ul className={styles.basis}>
          {basis.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {text.corrections.length > 0 && (
        <table className={styles.corrections}>
          <caption>Le correzioni per le caratteristiche della casa</caption>
          <thead>
            <tr>
              <th scope="col">Caratteristica</th>
              <th scope="col">Correzione</th>
              <th scope="col">Perché</th>
            </tr>
          </thead>
          <tbody>
            {text.corrections.map((correction) => (
              <tr key={correction.label}>
                <th scope="row">{correction.label}</th>
                <td className={styles.change}>{correction.change}</td>
                <td>{correction.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {text.range && <p className={styles.range}>{text.range}</p>}
    </section>
  );
}
