import type { CSSProperties } from 'react';
import { salesWords, statedFigures, yearsText } from '@valuta/shared/agency';
import { formatNumber } from '@valuta/shared/format';
import { brand } from '../lib/brand';

/**
 * The stats of the agency's own figures, each only when the agency entered it, closed by the callback
 * promise; nothing at all when it entered none. The pages word the two "years" figures each in its own way.
 */
export function AgencyFigureStats({
  yearsLabel,
  advisorsLabel,
  callbackLabel,
  style,
}: {
  yearsLabel: string;
  advisorsLabel: string;
  callbackLabel: string;
  style?: CSSProperties;
}) {
  const figures = statedFigures(brand);
  if (!figures.any) return null;
  return (
    <ul className="stats" style={style}>
      {figures.yearsInBusiness ? (
        <li>
          <strong>{yearsText(figures.yearsInBusiness)}</strong> {yearsLabel}
        </li>
      ) : null}
      {figures.salesCount ? (
        <li>
          <strong>{formatNumber(figures.salesCount)}</strong> {salesWords(figures.salesCount)}
        </li>
      ) : null}
      {figures.advisorsYears ? (
        <li>
          <strong>{yearsText(figures.advisorsYears)}</strong> {advisorsLabel}
        </li>
      ) : null}
      <li>
        <strong>24 ore</strong> {callbackLabel}
      </li>
    </ul>
  );
}
