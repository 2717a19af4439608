/**
 * What Amelia says back when a reply held more than she asked, so the owner sees what was understood and can
 * correct it: "Ho segnato: terzo piano, senza ascensore." A fact that changes one given earlier is said as a
 * correction: "Ho corretto: con ascensore."
 */
import { formatNumber, type PropertyCondition, type PropertyData } from '@valuta/shared';
import { FACTS, type Fact, type Facts } from './fact-names.js';

// prettier-ignore
const FLOOR_WORDS = ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo', 'nono', 'decimo'];

const TYPE_WORDS: Record<NonNullable<PropertyData['propertyType']>, string> = {
  CONDOMINIUM: 'appartamento',
  HOUSE: 'casa indipendente',
  VILLA: 'villa',
  PENTHOUSE: 'attico',
  LOFT: 'loft',
  STUDIO: 'monolocale',
};

const CONDITION_WORDS: Partial<Record<PropertyCondition, string>> = {
  NEWLY_BUILT: 'nuova costruzione',
  RENOVATED: 'ristrutturato',
  EXCELLENT: 'in ottimo stato',
  GOOD: 'in buono stato',
  BAD: 'da ristrutturare',
  SHELL: 'al grezzo',
};

const withOrWithout = (yes: boolean, what: string) => `${yes ? 'con' : 'senza'} ${what}`;

function floorWords(floor: number): string {
  if (floor === 0) return 'piano terra o rialzato';
  if (floor > 10) return 'oltre il decimo piano';
  return `${FLOOR_WORDS[floor - 1]} piano`;
}

/** One fact in the words Amelia says it back with. */
function factWords(fact: Fact, facts: Facts): string | null {
  switch (fact) {
    case 'propertyType':
      return facts.propertyType ? TYPE_WORDS[facts.propertyType] : null;
    case 'squareMeters':
      return facts.squareMeters === undefined ? null : `${formatNumber(facts.squareMeters)} m²`;
    case 'rooms':
      return facts.rooms === undefined ? null : `${facts.rooms} ${facts.rooms === 1 ? 'locale' : 'locali'}`;
    case 'bathrooms':
      return facts.bathrooms === undefined ? null : `${facts.bathrooms} ${facts.bathrooms === 1 ? 'bagno' : 'bagni'}`;
    case 'floor':
      return facts.floor === undefined ? null : floorWords(facts.floor);
    case 'hasElevator':
      return facts.hasElevator === undefined ? null : withOrWithout(facts.hasElevator, 'ascensore');
    case 'hasBalcony':
      return facts.hasBalcony === undefined ? null : withOrWithout(facts.hasBalcony, 'balcone');
    case 'hasTerrace':
      return facts.hasTerrace === undefined ? null : withOrWithout(facts.hasTerrace, 'terrazzo');
    case 'hasGarden':
      return facts.hasGarden === undefined ? null : withOrWithout(facts.hasGarden, 'giardino');
    case 'hasGarage':
      return facts.hasGarage === undefined ? null : withOrWithout(facts.hasGarage, 'box');
    case 'condition':
      return facts.condition ? (CONDITION_WORDS[facts.condition] ?? null) : null;
    case 'constructionYear':
      return facts.constructionYear === undefined ? null : `costruito nel ${facts.constructionYear}`;
    case 'energyClass':
      return facts.energyClass ? `classe energetica ${facts.energyClass}` : null;
  }
}

const listed = (facts: Facts, only: readonly Fact[]) =>
  only
    .map((fact) => factWords(fact, facts))
    .filter((words): words is string => words !== null)
    .join(', ');

/**
 * The sentence for the facts of one reply, in the order given (the answer to the question first), knowing what
 * was known before it: new facts are "segnati", changed ones "corretti". Empty when there is nothing to say.
 */
export function saidBack(facts: Facts, before: PropertyData): string {
  const given = (Object.keys(facts) as Fact[]).filter((fact) => FACTS.includes(fact) && facts[fact] !== undefined);
  const corrected = given.filter((fact) => before[fact] !== undefined && before[fact] !== null && before[fact] !== facts[fact]);
  const noted = given.filter((fact) => !corrected.includes(fact));
  return [noted.length ? `Ho segnato: ${listed(facts, noted)}.` : '', corrected.length ? `Ho corretto: ${listed(facts, corrected)}.` : '']
    .filter(Boolean)
    .join(' ');
}
