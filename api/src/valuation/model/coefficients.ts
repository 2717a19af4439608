/**
 * The adjustment tables of the model, each with where it comes from. Where a source gives a range, the
 * value chosen is noted; where none does, the value is ours and marked PROPOSED. See
 * docs/valuation-model.md for the reasoning.
 */
import { percentChange as percent, type EnergyClass, type PropertyCategory, type PropertyCondition } from '@valuta/shared';
import type { Effect } from './types.js';

/**
 * Price per m² against the size of the home, from Turin's own asking prices: within each micro-zone of 1,750
 * listings (a national portal, December 2022; docs/valuation-model.md gives the table) homes under 80 m² ask
 * 7–8% below the zone's median per m², 80–110 m² at the median, 110–150 m² 8% above, larger ones 4% above. The
 * "small homes are worth more per m²" premium of the portals' national rules does not hold in Turin: large flats
 * sit in each zone's better buildings. Piecewise linear between the centres of those classes, flat beyond
 * them, so the total value always grows with the surface.
 */
const SIZE_CURVE: ReadonlyArray<readonly [squareMeters: number, coefficient: number]> = [
  [40, 0.93],
  [65, 0.92],
  [95, 1.01],
  [130, 1.08],
  [175, 1.04],
];

export function sizeEffect(squareMeters: number): Effect {
  const first = SIZE_CURVE[0]!;
  const last = SIZE_CURVE[SIZE_CURVE.length - 1]!;
  let coefficient = squareMeters <= first[0] ? first[1] : last[1];
  for (let index = 1; index < SIZE_CURVE.length; index += 1) {
    const [fromSize, fromValue] = SIZE_CURVE[index - 1]!;
    const [toSize, toValue] = SIZE_CURVE[index]!;
    if (squareMeters > fromSize && squareMeters <= toSize) {
      coefficient = fromValue + ((toValue - fromValue) * (squareMeters - fromSize)) / (toSize - fromSize);
      break;
    }
  }
  const rounded = Math.round(coefficient * 1000) / 1000;
  const explanation =
    rounded > 1.005
      ? `Taglio di ${squareMeters} m²: a Torino le metrature ampie si trovano negli edifici migliori della zona e valgono di più al metro quadro (${percent(rounded)}).`
      : rounded < 0.995
        ? `Taglio di ${squareMeters} m²: a Torino le metrature piccole valgono meno al metro quadro della media di zona (${percent(rounded)}).`
        : `Taglio di ${squareMeters} m², in linea con la media della zona: ${percent(rounded)}.`;
  return { coefficient: rounded, explanation };
}

/**
 * Typology against a flat in a condominium. Attico: L. 392/1978 art. 19 gives 1.20 for the top floor of a
 * building; we keep 1.10 because the zone prices already include upper floors. Villas: OMI "Ville e villini"
 * vs "Abitazioni civili" in Turin 2018-2 average about 1.05 (C11 1.0, D5 0.93, E1 1.09, E2 1.19). Monolocale
 * and loft: PROPOSED (small units' premium; lofts are often ex-industrial spaces in semi-peripheral areas).
 */
const TYPE_COEFFICIENTS: Record<PropertyCategory, { coefficient: number; label: string }> = {
  CONDOMINIUM: { coefficient: 1, label: 'appartamento in condominio' },
  PENTHOUSE: { coefficient: 1.1, label: 'attico' },
  VILLA: { coefficient: 1.05, label: 'villa' },
  HOUSE: { coefficient: 0.97, label: 'casa indipendente' },
  STUDIO: { coefficient: 1.03, label: 'monolocale' },
  LOFT: { coefficient: 0.95, label: 'loft' },
};

export function typeEffect(category: PropertyCategory): Effect {
  const { coefficient, label } = TYPE_COEFFICIENTS[category];
  return {
    coefficient,
    explanation:
      coefficient === 1
        ? `Tipologia ${label}: è il riferimento dei prezzi di zona.`
        : `Tipologia ${label}: ${percent(coefficient)} rispetto a un appartamento in condominio.`,
  };
}

/** Typologies for which floor and lift matter (a house or a villa has its own entrance). */
export const FLOOR_APPLIES: ReadonlySet<PropertyCategory> = new Set(['CONDOMINIUM', 'PENTHOUSE', 'STUDIO', 'LOFT']);

/**
 * Floor and lift, from the same Turin listings: the ground floor asks 12% less than the first, and each floor
 * higher about 1.2% more (first floor 0.99, so that the second, the most common, is the zone's level). Capped at
 * +6% from the seventh floor. Without a lift the climb costs instead from the second floor down to 0.85 at the
 * fifth (Circ. Min. LL.PP. 12480/1966: linear to 0.90 at the top; L. 392/1978 art. 19: 0.95 from the fourth
 * floor without a lift).
 */
const FIRST_FLOOR = 0.99;
const GROUND_FLOOR = Math.round(FIRST_FLOOR * 0.88 * 100) / 100;
const PER_FLOOR = 0.012;
const HIGH_FLOOR_CAP = 1.06;
const WITHOUT_LIFT = [GROUND_FLOOR, FIRST_FLOOR, 0.97, 0.92, 0.88, 0.85];

export function floorEffect(floor: number | null | undefined, hasElevator: boolean | null | undefined): Effect {
  if (floor === null || floor === undefined) {
    return { coefficient: 1, explanation: 'Piano non indicato: nessuna correzione, intervallo più ampio.' };
  }
  // An unknown lift on a high floor is read as present: most Turin buildings above four floors have one.
  const lift = hasElevator ?? floor >= 4;
  const coefficient =
    floor === 0
      ? GROUND_FLOOR
      : lift
        ? Math.min(HIGH_FLOOR_CAP, Math.round(FIRST_FLOOR * (1 + PER_FLOOR) ** (floor - 1) * 1000) / 1000)
        : WITHOUT_LIFT[Math.min(floor, WITHOUT_LIFT.length - 1)]!;
  const where = floor === 0 ? 'Piano terra o rialzato' : floor >= 11 ? 'Oltre il 10° piano' : `${floor}° piano`;
  const liftText = hasElevator === null || hasElevator === undefined ? 'ascensore non indicato' : lift ? 'con ascensore' : 'senza ascensore';
  return { coefficient, explanation: `${where}, ${liftText}: ${percent(coefficient)}.` };
}

/**
 * State of the home. L. 392/1978 art. 21: normale 1.00, mediocre 0.80, scadente 0.60; OMI "ottimo" vs
 * "normale" ≈ +30% (Chivasso 2018); renovation +5…+10% (integral +10%, partial +5%, as common valuation
 * apps use). New construction +20% (below the OMI
 * +30% because the energy class is counted on its own).
 */
const CONDITION_COEFFICIENTS: Record<PropertyCondition, number> = {
  NEWLY_BUILT: 1.2,
  RENOVATED: 1.1,
  EXCELLENT: 1.1,
  GOOD: 1,
  BAD: 0.8,
  SHELL: 0.65,
  VERY_HIGH: 1.12,
  HIGH: 1.05,
  MEDIUM: 1,
  LOW: 0.93,
  VERY_LOW: 0.85,
};

const CONDITION_WORDS: Record<PropertyCondition, string> = {
  NEWLY_BUILT: 'Nuova costruzione',
  RENOVATED: 'Ristrutturato',
  EXCELLENT: 'In ottimo stato',
  GOOD: 'In buono stato',
  BAD: 'Da ristrutturare',
  SHELL: 'Al grezzo',
  VERY_HIGH: 'Finiture di pregio',
  HIGH: 'Finiture di buon livello',
  MEDIUM: 'Finiture nella media',
  LOW: 'Finiture modeste',
  VERY_LOW: 'Finiture scadenti',
};

export function conditionEffect(condition: PropertyCondition | null | undefined): Effect {
  if (!condition) return { coefficient: 1, explanation: 'Stato non indicato: considerato nella media, intervallo più ampio.' };
  const coefficient = CONDITION_COEFFICIENTS[condition];
  return { coefficient, explanation: `${CONDITION_WORDS[condition]}: ${percent(coefficient)}.` };
}

/**
 * Age of the building, relative to the stock a zone's prices describe (mostly 1920–1980 in Turin). The
 * Borsino Immobiliare's vetustà table (−1%/yr for 15 years, then −0.5%/yr) describes unrenovated wear, which the state of
 * the home already captures; here only the building's generation counts (PROPOSED): recent buildings have
 * better structure and systems, post-war mass housing is the least sought, period buildings hold value.
 * New construction gets no age bonus (counted in the state).
 */
export function ageEffect(constructionYear: number | null | undefined, condition: PropertyCondition | null | undefined): Effect {
  if (!constructionYear) return { coefficient: 1, explanation: 'Anno di costruzione non indicato: nessuna correzione.' };
  if (condition === 'NEWLY_BUILT') {
    return { coefficient: 1, explanation: `Costruito nel ${constructionYear}: già considerato come nuova costruzione.` };
  }
  const coefficient =
    constructionYear >= 2010
      ? 1.05
      : constructionYear >= 1991
        ? 1.02
        : constructionYear >= 1961
          ? 1
          : constructionYear >= 1946
            ? 0.97
            : constructionYear >= 1919
              ? 0.98
              : 1;
  const generation =
    constructionYear >= 2010
      ? 'edificio recente'
      : constructionYear >= 1991
        ? 'edificio degli anni ’90 o 2000'
        : constructionYear >= 1961
          ? 'edificio degli anni ’60-’80, come gran parte della zona'
          : constructionYear >= 1946
            ? 'edificio del dopoguerra'
            : constructionYear >= 1919
              ? 'edificio tra le due guerre'
              : 'edificio d’epoca';
  return { coefficient, explanation: `Costruito nel ${constructionYear}, ${generation}: ${percent(coefficient)}.` };
}

/**
 * Energy class, beyond what the state already says. Banca d'Italia (Loberto, Mistretta, Spuri 2023, on
 * immobiliare.it listings) finds the best four classes ≈ +25% over G, but much of that is age and state;
 * a Turin study (mioaffitto 2012) gives A vs C +17.5% and C vs G +14.75% for a semi-central flat. We keep the
 * partial effect (PROPOSED): A +10%, B +7%, C +4%, D +2%, E 0, F −1%, G −3% (61% of the stock is F/G, ENEA).
 */
const ENERGY_COEFFICIENTS: Record<EnergyClass, number> = {
  A4: 1.1,
  A3: 1.1,
  A2: 1.1,
  A1: 1.1,
  B: 1.07,
  C: 1.04,
  D: 1.02,
  E: 1,
  F: 0.99,
  G: 0.97,
};

export function energyEffect(energyClass: EnergyClass | null | undefined): Effect {
  if (!energyClass) return { coefficient: 1, explanation: 'Classe energetica non indicata: nessuna correzione.' };
  const coefficient = ENERGY_COEFFICIENTS[energyClass];
  return { coefficient, explanation: `Classe energetica ${energyClass}: ${percent(coefficient)}.` };
}

/**
 * Outdoor spaces, whose size we do not ask. A flat above the ground floor without balcony or terrace loses
 * 5% (Borsino: "no balcony from 1st floor" 0.85–0.95); a terrace adds 5% and a private garden to a flat 5%
 * (DPR 138/98 weights 25–35% of a terrace's area, 10–15% of a garden's: ≈ +4…+6% for usual sizes). For a
 * house or villa a garden is expected: none costs 5%.
 */
export function outdoorEffect(
  category: PropertyCategory,
  facts: { hasBalcony?: boolean; hasTerrace?: boolean; hasGarden?: boolean; floor?: number | null },
): Effect {
  const detached = category === 'HOUSE' || category === 'VILLA';
  if ([facts.hasBalcony, facts.hasTerrace, facts.hasGarden].every((fact) => fact === undefined || fact === null)) {
    return { coefficient: 1, explanation: 'Spazi esterni non indicati: nessuna correzione.' };
  }
  const present = [facts.hasBalcony && 'balcone', facts.hasTerrace && 'terrazzo', facts.hasGarden && 'giardino'].filter(Boolean);
  let coefficient = 1;
  if (facts.hasTerrace) coefficient += 0.05;
  if (facts.hasGarden && !detached) coefficient += 0.05;
  if (detached && !facts.hasGarden) coefficient -= 0.05;
  if (!detached && !facts.hasBalcony && !facts.hasTerrace && (facts.floor ?? 1) >= 1) coefficient -= 0.05;
  coefficient = Math.round(coefficient * 100) / 100;
  const what = present.length ? `Spazi esterni: ${present.join(', ')}` : 'Nessuno spazio esterno';
  return { coefficient, explanation: `${what}: ${percent(coefficient)}.` };
}

/**
 * Bathrooms against rooms (Borsino: four or more rooms with one bathroom 0.95; we use −3%). A second
 * bathroom in a home under 110 m² adds 2% (PROPOSED).
 */
export function layoutEffect(rooms: number | null | undefined, bathrooms: number | null | undefined, squareMeters: number): Effect {
  if (!rooms || !bathrooms) return { coefficient: 1, explanation: 'Locali e bagni: nessuna correzione.' };
  if (rooms >= 4 && bathrooms === 1) {
    return { coefficient: 0.97, explanation: `${rooms} locali con un solo bagno: -3%.` };
  }
  if (bathrooms >= 2 && squareMeters < 110) {
    return { coefficient: 1.02, explanation: `${bathrooms} bagni in ${squareMeters} m²: +2%.` };
  }
  return { coefficient: 1, explanation: `${rooms} locali e ${bathrooms} ${bathrooms === 1 ? 'bagno' : 'bagni'}: nessuna correzione.` };
}

/**
 * A garage (box) adds half of a typical 14 m² box to the commercial surface (DPR 138/98 via immogarda: box in
 * a separate building 50%).
 */
export const GARAGE_EQUIVALENT_SQM = 7;

/** The product of all coefficients stays within these bounds, so no combination of answers runs away. */
export const COEFFICIENT_BOUNDS = { min: 0.6, max: 1.45 } as const;
