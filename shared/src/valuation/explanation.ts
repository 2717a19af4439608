/**
 * The estimate explained in plain Italian, from the explanation stored with it (valuations.result): the zone's
 * price per m² and where it comes from, the commercial surface, each correction with its sign and size, the
 * agency's own zone correction, and why the range is as wide as it is. One wording for the result page, the
 * owner's e-mail and the back office, so the three never tell the owner different stories.
 */
import type { ValuationExplanation } from './result.js';
import { formatNumber } from '../format.js';

export const ESTIMATE_EXPLANATION_HEADING = 'Come abbiamo calcolato la stima';

/** The terms the estimate starts from; every other adjustment corrects them. */
const BASE_FACTORS = new Set(['zone', 'surface', 'zone_correction']);

const percentFormatter = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** A share as a percentage without sign: 0.085 → "8,5%". */
const percent = (share: number) => `${percentFormatter.format(Math.round(Math.abs(share) * 1000) / 10)}%`;

/** A multiplier as the change it makes: 1.05 → "+5%", 0.97 → "−3%" (a true minus sign), 1 → "nessuna correzione". */
export function percentChange(coefficient: number): string {
  const change = Math.round((coefficient - 1) * 1000) / 1000;
  if (change === 0) return 'nessuna correzione';
  return `${change > 0 ? '+' : '\u2212'}${percent(change)}`;
}

/** "a", "a e b", "a, b e c". */
export function italianList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** '2026-1' → '1° semestre 2026'; any other period as it is. */
function semesterLabel(period: string): string {
  const match = /^(\d{4})-([12])$/.exec(period);
  return match ? `${match[2]}° semestre ${match[1]}` : period;
}

export interface ExplanationCorrection {
  /** e.g. 'Piano e ascensore'. */
  label: string;
  /** '+5%', '−3%' or 'nessuna correzione'. */
  change: string;
  /** The model's sentence for this home, e.g. 'Quinto piano, con ascensore: +5%.' */
  text: string;
  /** The sentence without the size it ends with, for a layout that shows `change` beside it: 'Quinto piano, con ascensore.' */
  reason: string;
}

/** A sentence without the size it closes with (': +5%.', ' (−3%).', ': nessuna correzione.'). */
function withoutSize(sentence: string): string {
  return sentence.replace(/(?::\s*|\s*\()(?:[+\-\u2212]?\d+(?:[.,]\d+)?\s?%|nessuna correzione)\)?\.?$/, '.');
}

export interface EstimateExplanationText {
  heading: string;
  intro: string;
  /** The zone's price per m², its spread and its source. */
  zonePrice: string | null;
  surface: string | null;
  /** Every correction of the home, in the model's order. */
  corrections: ExplanationCorrection[];
  /** The agency's correction of the zone's price, learned from its own sales; null when none applied. */
  zoneCorrection: string | null;
  /** Why the range is as wide as it is, and how reliable the estimate is. */
  range: string | null;
}

/** The whole explanation, sentence by sentence; every UI lays it out in its own way. */
export function explainEstimate(explanation: ValuationExplanation): EstimateExplanationText {
  const { zone, zoneCorrection } = explanation;
  const source = zone
    ? zone.source === 'omi'
      ? `quotazioni OMI dell’Agenzia delle Entrate, ${semesterLabel(zone.period)}`
      : `tabelle dei prezzi di zona dell’agenzia (aggiornamento ${semesterLabel(zone.period)})`
    : null;
  const surfaceNote = explanation.adjustments.find((adjustment) => adjustment.factor === 'surface')?.explanation;

  let zoneCorrectionText: string | null = null;
  if (zoneCorrection && zoneCorrection.factor !== 1) {
    const sales = zoneCorrection.salesCount === 1 ? 'una vendita conclusa' : `${zoneCorrection.salesCount} vendite concluse`;
    const priced = zone ? ` (da ${formatNumber(zone.priceMid)} a ${formatNumber(zone.priceMid * zoneCorrection.factor)} €/m²)` : '';
    zoneCorrectionText = `Correzione dell’agenzia per questa zona: ${percentChange(zoneCorrection.factor)}${priced}, in base a ${sales} da noi in zona (versione ${zoneCorrection.version} delle correzioni).`;
  }

  let range: string | null = null;
  if (explanation.rangeFraction !== null) {
    const width = `La forbice è del ±${percent(explanation.rangeFraction)}`;
    const spread = zone ? `nella zona i prezzi vanno da ${formatNumber(zone.priceMin)} a ${formatNumber(zone.priceMax)} €/m²` : null;
    const unknown = explanation.unknownFactors.length > 0 ? `non conosciamo ancora ${italianList(explanation.unknownFactors)}` : null;
    const reasons = [unknown, spread].filter((reason): reason is string => reason !== null);
    range = reasons.length
      ? `${width} perché ${reasons.join(', e perché ')}${unknown ? '' : ': stato reale e finiture si vedono solo con un sopralluogo'}.`
      : `${width}.`;
    if (explanation.confidence) range += ` Affidabilità della stima: ${explanation.confidence}.`;
  }

  return {
    heading: ESTIMATE_EXPLANATION_HEADING,
    intro:
      'Partiamo dal prezzo al metro quadro della zona, lo moltiplichiamo per la superficie commerciale e lo correggiamo con le caratteristiche della casa.',
    zonePrice: zone
      ? `Prezzo di zona: ${formatNumber(zone.priceMid)} €/m² in media per ${zone.name} (${zone.comune}), tra ${formatNumber(zone.priceMin)} e ${formatNumber(zone.priceMax)} €/m²; fonte: ${source}.`
      : null,
    surface:
      explanation.commercialSurface !== null
        ? `Superficie commerciale: ${explanation.commercialSurface} m²${surfaceNote ? ` (${surfaceNote.replace(/\.$/, '')})` : ''}.`
        : null,
    corrections: explanation.adjustments
      .filter((adjustment) => !BASE_FACTORS.has(adjustment.factor))
      .map((adjustment) => ({
        label: adjustment.label,
        change: percentChange(adjustment.coefficient),
        text: adjustment.explanation,
        reason: withoutSize(adjustment.explanation),
      })),
    zoneCorrection: zoneCorrectionText,
    range,
  };
}
