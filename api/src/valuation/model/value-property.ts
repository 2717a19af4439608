import {
  formatNumber,
  percentChange,
  type PropertyCategory,
  type PropertyData,
  type ValuationAdjustment,
  type ValuationResult,
  type ZoneCorrectionRef,
} from '@valuta/shared';
import {
  COEFFICIENT_BOUNDS,
  FLOOR_APPLIES,
  GARAGE_EQUIVALENT_SQM,
  ageEffect,
  conditionEffect,
  energyEffect,
  floorEffect,
  layoutEffect,
  outdoorEffect,
  sizeEffect,
  typeEffect,
} from './coefficients.js';
import { confidenceOf, rangeFraction } from './range.js';
import type { Effect, ZonePrice } from './types.js';

const MODEL_VERSION = 'torino-2026.1';

/** Answers that widen the range when the owner does not know them (null in PropertyData). */
const OPTIONAL_ANSWERS: Array<[keyof PropertyData, string]> = [
  ['rooms', 'numero di locali'],
  ['bathrooms', 'numero di bagni'],
  ['floor', 'piano'],
  ['hasElevator', 'ascensore'],
  ['hasGarage', 'box auto'],
  ['condition', 'stato dell’immobile'],
  ['constructionYear', 'anno di costruzione'],
  ['energyClass', 'classe energetica'],
];

const roundToThousand = (value: number) => Math.round(value / 1000) * 1000;

export class IncompletePropertyError extends Error {
  constructor(missing: string) {
    super(`Cannot value a property without ${missing}`);
    this.name = 'IncompletePropertyError';
  }
}

/**
 * The valuation model (docs/valuation-model.md), a pure function: zone price per m² × commercial surface ×
 * adjustment coefficients, a range from the completeness of the answers and the zone's spread, rounded to the
 * thousand euro, with an explanation of every step. Same input, same output; no I/O. The agency's correction
 * of the zone, when one applies, multiplies the zone's €/m² (it says the zone's level, so it stays outside the
 * bounds of the home's own corrections) and is recorded with its version.
 */
export function valueProperty(
  property: PropertyData,
  zone: ZonePrice,
  now: Date = new Date(),
  zoneCorrection: ZoneCorrectionRef | null = null,
): ValuationResult {
  const squareMeters = property.squareMeters;
  if (!squareMeters || squareMeters <= 0) throw new IncompletePropertyError('a surface');
  const category: PropertyCategory = property.propertyType ?? 'CONDOMINIUM';

  const commercialSurface = squareMeters + (property.hasGarage ? GARAGE_EQUIVALENT_SQM : 0);
  const adjustments: ValuationAdjustment[] = [
    {
      factor: 'zone',
      label: 'Prezzo di zona',
      coefficient: 1,
      explanation: `${zone.name} (${zone.comune}): ${formatNumber(zone.priceMid)} €/m² in media, tra ${formatNumber(zone.priceMin)} e ${formatNumber(zone.priceMax)} €/m².`,
    },
    ...(zoneCorrection
      ? [
          {
            factor: 'zone_correction',
            label: 'Correzione di zona dell’agenzia',
            coefficient: zoneCorrection.factor,
            explanation: `Dalle vendite concluse dall’agenzia in questa zona (${zoneCorrection.salesCount}): ${percentChange(zoneCorrection.factor)} sul prezzo al m², versione ${zoneCorrection.version} delle correzioni.`,
          },
        ]
      : []),
    {
      factor: 'surface',
      label: 'Superficie commerciale',
      coefficient: 1,
      explanation: property.hasGarage
        ? `${squareMeters} m² più ${GARAGE_EQUIVALENT_SQM} m² per il box auto (metà di un box di 14 m², DPR 138/98): ${commercialSurface} m².`
        : `${squareMeters} m² dichiarati.`,
    },
  ];

  const effects: Array<[factor: string, label: string, effect: Effect]> = [
    ['size', 'Taglio dell’immobile', sizeEffect(squareMeters)],
    ['type', 'Tipologia', typeEffect(category)],
  ];
  if (FLOOR_APPLIES.has(category)) effects.push(['floor', 'Piano e ascensore', floorEffect(property.floor, property.hasElevator)]);
  effects.push(
    ['condition', 'Stato dell’immobile', conditionEffect(property.condition)],
    ['age', 'Epoca di costruzione', ageEffect(property.constructionYear, property.condition)],
    ['energy', 'Classe energetica', energyEffect(property.energyClass)],
    ['outdoor', 'Spazi esterni', outdoorEffect(category, property)],
    ['layout', 'Locali e bagni', layoutEffect(property.rooms, property.bathrooms, squareMeters)],
  );
  for (const [factor, label, effect] of effects) adjustments.push({ factor, label, ...effect });

  const product = effects.reduce((total, [, , effect]) => total * effect.coefficient, 1);
  const bounded = Math.min(COEFFICIENT_BOUNDS.max, Math.max(COEFFICIENT_BOUNDS.min, product));
  if (bounded !== product) {
    adjustments.push({
      factor: 'bounds',
      label: 'Limite delle correzioni',
      coefficient: Math.round((bounded / product) * 1000) / 1000,
      explanation: 'Le correzioni insieme sono state contenute entro i limiti del modello.',
    });
  }

  const value = zone.priceMid * (zoneCorrection?.factor ?? 1) * commercialSurface * bounded;
  const unknownFactors = OPTIONAL_ANSWERS.filter(([key]) => property[key] === null).map(([, label]) => label);
  const k = rangeFraction(zone, category, unknownFactors.length);
  const estimatedValue = roundToThousand(value);

  return {
    estimatedValue,
    minValue: roundToThousand(value * (1 - k)),
    maxValue: roundToThousand(value * (1 + k)),
    pricePerSqm: Math.round(estimatedValue / squareMeters),
    commercialSurface,
    zone: {
      code: zone.code,
      name: zone.name,
      comune: zone.comune,
      priceMin: zone.priceMin,
      priceMid: zone.priceMid,
      priceMax: zone.priceMax,
      source: zone.source,
      period: zone.period,
    },
    adjustments,
    rangeFraction: k,
    confidence: confidenceOf(k),
    unknownFactors,
    zoneCorrection,
    modelVersion: MODEL_VERSION,
    computedAt: now.toISOString(),
  };
}
