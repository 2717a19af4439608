/**
 * What a reply means at each question: yes or no, "I don't know", a property type, rooms, a floor, outdoor
 * spaces, a condition, a year, an energy class. Pure functions over the owner's words (or a button's value,
 * which is chosen to read the same way); null means "not understood", and the chat asks again.
 */
import { NOT_SURE_VALUE, type EnergyClass, type PropertyCategory, type PropertyCondition } from '@valuta/shared';
import { normalizeName } from '../../valuation/places/normalize.js';
import { energyClassOf } from './facts.js';
import { numbersIn, ordinalWord, singleNumber } from './numbers.js';

/** Normalised words with a space at each end, so a pattern can ask for whole words. */
const words = (text: string) => ` ${normalizeName(text)} `;
const has = (text: string, pattern: RegExp) => pattern.test(words(text));

export function isNotSure(text: string): boolean {
  if (text.trim() === NOT_SURE_VALUE) return true;
  return has(
    text,
    / (non (lo )?so|non saprei|non ricordo|non (me )?lo ricordo|boh|non sono sicur[oa]|ignoro|non conosco|non la conosco|nessuna idea|chissa) /,
  );
}

export function yesOrNo(text: string): boolean | null {
  if (isNotSure(text)) return null;
  const normal = words(text);
  if (/ (no|non|nessun[oa]?|niente|sbagliat[oa]|errat[oa]|assente|negativo|nope) /.test(normal)) return false;
  if (
    / (si|sì|certo|certamente|esatto|esatta|corretto|corretta|giusto|giusta|ok|okay|va bene|confermo|affermativo|yes|presente|c e|ce l ha|ovviamente|sicuro) /.test(
      normal,
    )
  )
    return true;
  if (/^\s*s[iì]\b/i.test(text) || text.includes('👍')) return true;
  return null;
}

const TYPE_WORDS: Array<[RegExp, PropertyCategory]> = [
  [/ (attico|attici|superattico|penthouse|mansarda) /, 'PENTHOUSE'],
  [/ (loft|open space) /, 'LOFT'],
  [/ (monolocale|studio|studio flat) /, 'STUDIO'],
  [/ (villa|villetta|villino|ville) /, 'VILLA'],
  [/ (casa indipendente|indipendente|casa singola|casa semindipendente|semindipendente|cascina|casale|rustico|schiera|bifamiliare|casa) /, 'HOUSE'],
  [/ (appartamento|condominio|alloggio|bilocale|trilocale|quadrilocale|pentalocale|flat) /, 'CONDOMINIUM'],
];

export function propertyType(text: string): PropertyCategory | null {
  const code = text.trim().toUpperCase();
  if (['CONDOMINIUM', 'HOUSE', 'VILLA', 'PENTHOUSE', 'LOFT', 'STUDIO'].includes(code)) return code as PropertyCategory;
  for (const [pattern, category] of TYPE_WORDS) if (has(text, pattern)) return category;
  return null;
}

const ROOM_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/ monolocale /, 1],
  [/ bilocale /, 2],
  [/ trilocale /, 3],
  [/ quadrilocale /, 4],
  [/ pentalocale /, 5],
];

/** Rooms ("locali"): "tre locali", "trilocale", "3"; "2 camere da letto" counts the living room too. */
export function roomCount(text: string): number | null {
  for (const [pattern, rooms] of ROOM_WORDS) if (has(text, pattern)) return rooms;
  const value = singleNumber(text);
  if (value === null) return null;
  const rooms = Math.round(value);
  const bedroomsOnly = has(text, / camer[ae]/) && !has(text, / local/);
  return bedroomsOnly ? rooms + 1 : rooms;
}

export function wholeNumber(text: string): number | null {
  const value = singleNumber(text);
  return value === null ? null : Math.round(value);
}

/**
 * A floor as the chat's floor buttons number it (FLOOR_OPTIONS): 0 for ground or raised floor, 1–10, 11 above the tenth.
 * "ultimo piano" names no number and is not understood.
 */
export function floorNumber(text: string): number | null {
  if (has(text, / (terra|terreno|rialzato|pianterreno|pian terreno|seminterrato|interrato) /)) return 0;
  if (has(text, / oltre /)) return 11;
  const normal = normalizeName(text);
  const ordinal = normal
    .split(' ')
    .map(ordinalWord)
    .find((value) => value !== null);
  const value = ordinal ?? numbersIn(text)[0] ?? null;
  if (value === null || !Number.isInteger(value) || value < 0) return null;
  return Math.min(value, 11);
}

export type OutdoorSpaces = Partial<Record<'hasBalcony' | 'hasTerrace' | 'hasGarden', boolean>>;

/**
 * The outdoor spaces a reply names ("balcone e giardino": those two, saying nothing of a terrace); "nessuno" is all
 * three false. A space already known from an earlier reply keeps its answer unless the reply speaks of it.
 */
export function outdoorSpaces(text: string): OutdoorSpaces | null {
  const named: OutdoorSpaces = {};
  if (has(text, / (balcon[ei]|balconcin[oi]|loggia|loggiat[oi]) /)) named.hasBalcony = true;
  if (has(text, / (terrazz[oiae]|terrazzin[oi]|lastrico) /)) named.hasTerrace = true;
  if (has(text, / (giardin[oi]|giardinett[oi]|cortile privato|prato) /)) named.hasGarden = true;
  if (Object.keys(named).length > 0) return named;
  if (yesOrNo(text) === false || has(text, / (nessun[oa]?|niente|nulla) /)) {
    return { hasBalcony: false, hasTerrace: false, hasGarden: false };
  }
  return null;
}

const CONDITION_WORDS: Array<[RegExp, PropertyCondition]> = [
  [/ (nuov[oa]|nuova costruzione|mai abitat[oa]|in costruzione|newly built) /, 'NEWLY_BUILT'],
  [/ (grezzo|al grezzo|rustico) /, 'SHELL'],
  [/ (da ristrutturare|da rifare|da sistemare|pessimo|pessime|scadente|vecchio|vecchia|fatiscente|malandat[oa]) /, 'BAD'],
  [/ (ristrutturat[oa]|rinnovat[oa]|rifatt[oa]) /, 'RENOVATED'],
  [/ (ottimo|ottima|ottime|eccellente|perfett[oa]|come nuov[oa]) /, 'EXCELLENT'],
  [/ (buono|buona|buone|abitabile|discreto|discreta|normale|decente|in ordine|bene) /, 'GOOD'],
];

export function propertyCondition(text: string): PropertyCondition | null {
  const code = text.trim().toUpperCase();
  if (['NEWLY_BUILT', 'RENOVATED', 'EXCELLENT', 'GOOD', 'BAD', 'SHELL'].includes(code)) return code as PropertyCondition;
  for (const [pattern, condition] of CONDITION_WORDS) if (has(text, pattern)) return condition;
  return null;
}

/**
 * A construction year: four digits ("1975", "nel 1975"), a decade ("anni 70", "anni settanta" → the middle
 * of it) or two digits ("del 75"). Range checks are the caller's, with the chat's own messages.
 */
export function constructionYear(text: string, now: Date): number | null {
  const normal = normalizeName(text);
  const four = normal.match(/\b(1\d{3}|2\d{3})\b/);
  if (four) return Number(four[1]);
  const decade = normal.match(/\banni (\d0|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|duemila)\b/);
  if (decade) {
    const word = decade[1]!;
    if (word === 'duemila') return 2005;
    const tens = /^\d0$/.test(word) ? Number(word) : (numbersIn(word)[0] ?? 0);
    return 1900 + tens + 5;
  }
  const two = normal.match(/^(?:nel |del |anno )?(\d{2})$/);
  if (two) {
    const value = Number(two[1]);
    const century = 2000 + value <= now.getFullYear() ? 2000 : 1900;
    return century + value;
  }
  return null;
}

/**
 * "B", "classe C", "A4", "A+", "F credo" → the class; "A" alone is read as A1, "A+" as A2 (the old scale). Only
 * the energy question reads a letter alone: "a casa mia" is no class.
 */
export function energyClass(text: string): EnergyClass | null {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/^CLASSE\s*/, '')
    .replace(/\s+(CREDO|PENSO|FORSE|DIREI|MI PARE|MI SEMBRA|PROBABILMENTE)$/, '');
  const direct = compact.match(/^(A[1-4]|A\+{1,3}|[A-G])$/);
  const found = direct?.[1] ?? text.toUpperCase().match(/CLASSE\s*(A[1-4]|A\+{1,3}|[A-G])\b/)?.[1];
  return found ? energyClassOf(found) : null;
}
