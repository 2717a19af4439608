import { describe, expect, it } from 'vitest';
import type { ValuationExplanation } from './result.js';
import { ESTIMATE_EXPLANATION_HEADING, explainEstimate, italianList, percentChange } from './explanation.js';

const EXPLANATION: ValuationExplanation = {
  zone: { code: 'B8', name: 'San Salvario', comune: 'Torino', priceMin: 2350, priceMid: 2940, priceMax: 3640, source: 'embedded', period: '2025-1' },
  commercialSurface: 97,
  adjustments: [
    { factor: 'zone', label: 'Prezzo di zona', coefficient: 1, explanation: 'San Salvario (Torino): 2.940 €/m² in media.' },
    { factor: 'surface', label: 'Superficie commerciale', coefficient: 1, explanation: '90 m² più 7 m² per il box auto: 97 m².' },
    { factor: 'floor', label: 'Piano e ascensore', coefficient: 1.05, explanation: 'Quinto piano, con ascensore: +5%.' },
    { factor: 'condition', label: 'Stato dell’immobile', coefficient: 0.97, explanation: 'Da rinfrescare: -3%.' },
    { factor: 'energy', label: 'Classe energetica', coefficient: 1, explanation: 'Classe energetica non indicata: nessuna correzione.' },
  ],
  rangeFraction: 0.15,
  confidence: 'media',
  unknownFactors: ['anno di costruzione', 'classe energetica'],
  modelVersion: 'torino-2026.1',
  zoneCorrection: null,
};

describe('the estimate explained to the owner', () => {
  it('writes each correction with its sign and size, a true minus for a decrease', () => {
    expect(percentChange(1.05)).toBe('+5%');
    expect(percentChange(0.97)).toBe('\u22123%');
    expect(percentChange(1.025)).toBe('+2,5%');
    expect(percentChange(1)).toBe('nessuna correzione');
    expect(italianList(['a', 'b', 'c'])).toBe('a, b e c');
  });

  it('names the zone price and its source, the surface, and every correction of the home but the base terms', () => {
    const text = explainEstimate(EXPLANATION);
    expect(text.heading).toBe(ESTIMATE_EXPLANATION_HEADING);
    expect(text.heading).toBe('Come abbiamo calcolato la stima');
    expect(text.zonePrice).toBe(
      'Prezzo di zona: 2.940 €/m² in media per San Salvario (Torino), tra 2.350 e 3.640 €/m²; fonte: tabelle dei prezzi di zona dell’agenzia (aggiornamento 1° semestre 2025).',
    );
    expect(text.surface).toBe('Superficie commerciale: 97 m² (90 m² più 7 m² per il box auto: 97 m²).');
    expect(text.corrections).toEqual([
      { label: 'Piano e ascensore', change: '+5%', text: 'Quinto piano, con ascensore: +5%.', reason: 'Quinto piano, con ascensore.' },
      { label: 'Stato dell’immobile', change: '\u22123%', text: 'Da rinfrescare: -3%.', reason: 'Da rinfrescare.' },
      {
        label: 'Classe energetica',
        change: 'nessuna correzione',
        text: 'Classe energetica non indicata: nessuna correzione.',
        reason: 'Classe energetica non indicata.',
      },
    ]);
    expect(text.zoneCorrection).toBeNull();
  });

  it('gives each correction its reason without the size it closes with, for a layout that shows the size beside it', () => {
    const reasons = (text: string) =>
      explainEstimate({
        ...EXPLANATION,
        adjustments: [{ factor: 'floor', label: 'Piano', coefficient: 0.97, explanation: text }],
      }).corrections.map((correction) => correction.reason);
    expect(reasons('Taglio di 45 m²: a Torino le metrature piccole valgono meno (\u22123%).')).toEqual([
      'Taglio di 45 m²: a Torino le metrature piccole valgono meno.',
    ]);
    expect(reasons('Costruito nel 1965, edificio degli anni ’60-’80: \u22120,5%.')).toEqual(['Costruito nel 1965, edificio degli anni ’60-’80.']);
    expect(reasons('Tipologia appartamento: è il riferimento dei prezzi di zona.')).toEqual([
      'Tipologia appartamento: è il riferimento dei prezzi di zona.',
    ]);
  });

  it('says why the range is as wide as it is: the answers missing, the zone’s own spread', () => {
    expect(explainEstimate(EXPLANATION).range).toBe(
      'La forbice è del ±15% perché non conosciamo ancora anno di costruzione e classe energetica, e perché nella zona i prezzi vanno da 2.350 a 3.640 €/m². Affidabilità della stima: media.',
    );
    expect(explainEstimate({ ...EXPLANATION, unknownFactors: [], rangeFraction: 0.08, confidence: 'alta' }).range).toBe(
      'La forbice è del ±8% perché nella zona i prezzi vanno da 2.350 a 3.640 €/m²: stato reale e finiture si vedono solo con un sopralluogo. Affidabilità della stima: alta.',
    );
  });

  it('names the OMI semester, and the agency’s zone correction with its sales and version', () => {
    const text = explainEstimate({
      ...EXPLANATION,
      zone: { ...EXPLANATION.zone!, source: 'omi', period: '2026-1' },
      zoneCorrection: { version: 3, factor: 1.04, salesCount: 6 },
    });
    expect(text.zonePrice).toContain('fonte: quotazioni OMI dell’Agenzia delle Entrate, 1° semestre 2026.');
    expect(text.zoneCorrection).toBe(
      'Correzione dell’agenzia per questa zona: +4% (da 2.940 a 3.058 €/m²), in base a 6 vendite concluse da noi in zona (versione 3 delle correzioni).',
    );
    expect(explainEstimate({ ...EXPLANATION, zoneCorrection: { version: 1, factor: 0.95, salesCount: 1 } }).zoneCorrection).toContain(
      '\u22125% (da 2.940 a 2.793 €/m²), in base a una vendita conclusa',
    );
  });
});
