/**
 * 'Il valore della tua casa': the home's new range, the change and its reason, the link to the owner's area,
 * and a one-click unsubscribe (RFC 8058: List-Unsubscribe with an HTTPS address the mail client posts to,
 * List-Unsubscribe-Post, and the same link in the text).
 */
import { ESTIMATE_REASON_LABELS, formatEuro, type EstimateReason } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import { rangeText } from '../valuation/property-summary.js';

export interface ValueUpdateFacts {
  to: string;
  place: string;
  minValue: number;
  maxValue: number;
  estimatedValue: number;
  /** The estimate of the last e-mail (or the first estimate); null when it did not move. */
  previousValue: number | null;
  /** Why it moved; null for the six-monthly e-mail of an estimate that did not. */
  reason: EstimateReason | null;
  areaUrl: string;
  /** The one-click API address (List-Unsubscribe) and the page the text links to. */
  unsubscribeApiUrl: string;
  unsubscribePageUrl: string;
}

function changeText(facts: ValueUpdateFacts): string {
  if (facts.previousValue === null || facts.reason === null) return 'Il valore stimato della tua casa è stabile rispetto alla nostra ultima stima.';
  const change = (facts.estimatedValue - facts.previousValue) / facts.previousValue;
  const percent = `${Math.abs(change * 100).toLocaleString('it-IT', { maximumFractionDigits: 1 })}%`;
  return `Il valore stimato è ${change >= 0 ? 'salito' : 'sceso'} del ${percent} (da ${formatEuro(facts.previousValue)} a ${formatEuro(facts.estimatedValue)}). Perché: ${ESTIMATE_REASON_LABELS[facts.reason].toLowerCase()}.`;
}

export function valueUpdateEmail(config: Pick<Config, 'brand'>, facts: ValueUpdateFacts): EmailMessage {
  return {
    kind: 'owner_value_update',
    to: facts.to,
    replyTo: config.brand.email,
    subject: 'Il valore della tua casa',
    headers: {
      'List-Unsubscribe': `<${facts.unsubscribeApiUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    content: {
      title: 'Il valore della tua casa',
      preheader: rangeText(facts.minValue, facts.maxValue),
      blocks: [
        {
          rows: [
            ['Immobile', facts.place],
            ['Valore stimato', rangeText(facts.minValue, facts.maxValue)],
          ],
        },
        { paragraph: changeText(facts) },
        { button: { label: 'Apri la mia Area venditore', url: facts.areaUrl } },
        {
          paragraph: `Ricevi questa e-mail perché hai accettato di ricevere nostre comunicazioni. Per non riceverne più: ${facts.unsubscribePageUrl}`,
        },
      ],
    },
  };
}
