/**
 * Every fact about the home that a reply states in words of its own, whatever the question was: "90 metri",
 * "tre locali", "due bagni", "terzo piano" (measures.ts), "senza ascensore", "un balcone e una terrazza", "con
 * box" (features.ts), "ristrutturato nel 2015", "anni 60", "classe F", "villa" (here). A number counts only next
 * to the word that says what it measures, so "Via Nizza 10" or "3" alone state nothing here (the question asked
 * reads those: reply.ts). What the words state is returned with what is left over, which the question's own
 * reading then gets.
 */
import type { EnergyClass, PropertyCategory, PropertyCondition } from '@valuta/shared';
import { at, clausesOf, isText, phraseLookup, use, type Reading } from './clauses.js';
import type { Facts } from './fact-names.js';
import { hearOutdoorAndGarage } from './features.js';
import { hearBathrooms, hearFloor, hearRooms, hearSurface } from './measures.js';

export interface Heard {
  facts: Facts;
  /** The words no fact was read from, clause by clause; the whole reply as typed when nothing was read. */
  rest: string;
}

const STRONG_CONDITIONS: Array<[readonly string[], PropertyCondition]> = [
  [['nuova', 'costruzione'], 'NEWLY_BUILT'],
  [['mai', 'abitato'], 'NEWLY_BUILT'],
  [['mai', 'abitata'], 'NEWLY_BUILT'],
  [['appena', 'costruito'], 'NEWLY_BUILT'],
  [['appena', 'costruita'], 'NEWLY_BUILT'],
  [['al', 'grezzo'], 'SHELL'],
  [['da', 'ristrutturare'], 'BAD'],
  [['da', 'rimodernare'], 'BAD'],
  [['da', 'ammodernare'], 'BAD'],
  [['come', 'nuovo'], 'EXCELLENT'],
  [['come', 'nuova'], 'EXCELLENT'],
];
const strongConditionAt = phraseLookup(STRONG_CONDITIONS, ([phrase]) => phrase);
const STATE_WORDS: Record<string, PropertyCondition> = {
  ottimo: 'EXCELLENT',
  ottime: 'EXCELLENT',
  eccellente: 'EXCELLENT',
  eccellenti: 'EXCELLENT',
  buono: 'GOOD',
  buone: 'GOOD',
  discreto: 'GOOD',
  discrete: 'GOOD',
  normale: 'GOOD',
  normali: 'GOOD',
  pessimo: 'BAD',
  pessime: 'BAD',
  cattivo: 'BAD',
  cattive: 'BAD',
};
const RENOVATED = /^(ristrutturat|rinnovat|rimodernat|rifatt)[oaie]$/;

/** "ristrutturato (nel 2015)", "da ristrutturare", "in buono stato", "ottime condizioni", "nuova costruzione". */
function hearCondition(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const denied = isText(reading, index - 1, 'non', 'mai');
    const strong = strongConditionAt(reading.words, index);
    if (strong && !denied) {
      reading.facts.condition = strong[1];
      use(reading, index, index + strong[0].length);
      return;
    }
    const text = at(reading, index)!.text;
    if (RENOVATED.test(text) && !denied && !isText(reading, index - 1, 'da')) {
      reading.facts.condition = 'RENOVATED';
      use(reading, isText(reading, index - 1, 'appena', 'gia') ? index - 1 : index, index + 1);
      // The year of the works is not the year the building was put up.
      reading.words.forEach((word, position) => {
        if (word.value !== undefined && word.value >= 1900 && word.value <= 2100) {
          use(reading, isText(reading, position - 1, 'nel', 'del', 'dal', 'in') ? position - 1 : position, position + 1);
        }
      });
      return;
    }
    const state = STATE_WORDS[text];
    const named = isText(reading, index + 1, 'stato', 'condizioni', 'condizione') || isText(reading, index - 1, 'stato', 'condizioni');
    if (state && named && !denied) {
      reading.facts.condition = state;
      const from = isText(reading, index - 1, 'stato', 'condizioni') ? index - 1 : isText(reading, index - 1, 'in') ? index - 1 : index;
      use(reading, from, isText(reading, index + 1, 'stato', 'condizioni', 'condizione') ? index + 2 : index + 1);
      return;
    }
  }
}

const BUILT_WORDS = /^(costruit[oaie]|edificat[oaie]|realizzat[oaie]|costruzione|risale|risalente|edificio|palazzo|stabile|condominio)$/;

/** "anni 60" and "anni sessanta" are the middle of the decade; "anni 2000" is 2005. */
function decadeYear(value: number): number | null {
  if (value >= 10 && value <= 90 && value % 10 === 0) return 1900 + value + 5;
  if (value >= 1900 && value <= 2090 && value % 10 === 0) return value + 5;
  return null;
}

/** "costruito nel 1965", "palazzo del 1970", "anni 60", "degli anni sessanta", "costruito nel 65". */
function hearYear(reading: Reading, now: Date) {
  for (let index = 0; index < reading.words.length; index += 1) {
    if (reading.used[index]) continue;
    const word = at(reading, index)!;
    if (word.text === 'anni' && at(reading, index + 1)?.value !== undefined) {
      const year = decadeYear(at(reading, index + 1)!.value!);
      if (year !== null) {
        reading.facts.constructionYear = year;
        use(reading, isText(reading, index - 1, 'degli', 'negli', 'agli', 'anni') ? index - 1 : index, index + 2);
        return;
      }
    }
    if (!BUILT_WORDS.test(word.text) && !isText(reading, index, 'del', 'dal')) continue;
    const within = isText(reading, index, 'del', 'dal') ? [index + 1] : [index + 1, index + 2, index + 3];
    for (const position of within) {
      const value = at(reading, position)?.value;
      if (value === undefined || reading.used[position]) continue;
      const twoDigits = value < 100 && BUILT_WORDS.test(word.text) && /^\d{2}$/.test(at(reading, position)!.text);
      const year = value >= 1000 && value <= 2999 ? value : twoDigits ? (2000 + value <= now.getFullYear() ? 2000 : 1900) + value : null;
      if (year === null) continue;
      reading.facts.constructionYear = year;
      use(reading, index, position + 1);
      return;
    }
  }
}

const ENERGY_CLASS = /^(a[1-4]|a\+{1,3}|[a-g])$/;

/** "classe F", "classe energetica B", "APE C", "in classe A4", "A+" on the old scale. */
function hearEnergyClass(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    if (!isText(reading, index, 'classe', 'ape')) continue;
    const letter = isText(reading, index + 1, 'energetica') ? index + 2 : index + 1;
    const found = at(reading, letter)?.text.match(ENERGY_CLASS)?.[1];
    if (!found) continue;
    reading.facts.energyClass = energyClassOf(found.toUpperCase());
    use(reading, isText(reading, index - 1, 'in') ? index - 1 : index, letter + 1);
    return;
  }
}

/** "A" alone is A1 and "A+" A2, "A++" A3, "A+++" A4: the old scale read on the new one. */
export function energyClassOf(found: string): EnergyClass {
  if (found === 'A') return 'A1';
  if (found.startsWith('A+')) return found.length === 2 ? 'A2' : found.length === 3 ? 'A3' : 'A4';
  return found as EnergyClass;
}

const TYPE_PHRASES: Array<[readonly string[], PropertyCategory]> = [
  [['casa', 'indipendente'], 'HOUSE'],
  [['casa', 'semindipendente'], 'HOUSE'],
  [['casa', 'singola'], 'HOUSE'],
  [['casa', 'a', 'schiera'], 'HOUSE'],
  [['appartamento'], 'CONDOMINIUM'],
  [['alloggio'], 'CONDOMINIUM'],
  [['attico'], 'PENTHOUSE'],
  [['superattico'], 'PENTHOUSE'],
  [['villa'], 'VILLA'],
  [['villetta'], 'VILLA'],
  [['villino'], 'VILLA'],
  [['loft'], 'LOFT'],
];
const typeAt = phraseLookup(TYPE_PHRASES, ([phrase]) => phrase);

/** Only the names that mean one kind of home whatever else is said ("casa" alone is any home). */
function hearPropertyType(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const found = typeAt(reading.words, index);
    if (!found) continue;
    reading.facts.propertyType = found[1];
    use(reading, index, index + found[0].length);
    return;
  }
}

/** Every fact the reply states in its own words; `now` bounds two-digit years. */
export function hearFacts(text: string, now: Date): Heard {
  const readings: Reading[] = clausesOf(text).map((words) => ({ words, used: words.map(() => false), facts: {} }));
  for (const reading of readings) {
    hearEnergyClass(reading);
    hearCondition(reading);
    hearFloor(reading);
    hearSurface(reading);
    hearRooms(reading, readings);
    hearBathrooms(reading);
    hearYear(reading, now);
    hearPropertyType(reading);
    hearOutdoorAndGarage(reading);
  }
  const facts: Facts = {};
  // A later clause says it again or better ("3 locali, anzi 4 locali"): the last one counts.
  for (const reading of readings) Object.assign(facts, reading.facts);
  if (Object.keys(facts).length === 0) return { facts, rest: text };
  const rest = readings
    .map((reading) => reading.words.filter((_, index) => !reading.used[index]).map((word) => word.text))
    .filter((words) => words.length > 0)
    .map((words) => words.join(' '))
    .join(', ');
  return { facts, rest };
}
