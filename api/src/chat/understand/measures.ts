/**
 * The facts of a reply that are numbers, each read only beside the word that says what it measures: the surface
 * ("90 mq", "novanta metri quadri"), the rooms ("tre locali", "trilocale", "2 camere da letto"), the bathrooms
 * ("due bagni", "doppi servizi") and the floor ("terzo piano", "piano 3", "al quinto", "piano terra").
 */
import { at, isOneOf, isText, phraseLookup, startsWith, use, type Reading } from './clauses.js';

const SURFACE_UNITS = new Set(['mq', 'm2', 'm', 'mt', 'mtq', 'metri', 'metro', 'metriquadri', 'metriquadrati']);
const SURFACE_TAIL = new Set(['quadri', 'quadrati', 'commerciali', 'calpestabili', 'circa']);
/** "a 200 metri dalla metro" is a distance, not the home's size. */
const DISTANCE = new Set(['da', 'dal', 'dalla', 'dallo', 'dai', 'dalle', 'dagli']);

/** "90 mq", "novanta metri quadri", "mq 90", "superficie di 90". */
export function hearSurface(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const word = at(reading, index)!;
    if (word.value !== undefined && isOneOf(reading, index + 1, SURFACE_UNITS)) {
      let end = index + 2;
      while (isOneOf(reading, end, SURFACE_TAIL)) end += 1;
      if (isOneOf(reading, end, DISTANCE)) continue;
      reading.facts.squareMeters = Math.round(word.value);
      use(reading, isText(reading, index - 1, 'circa') ? index - 1 : index, end);
      return;
    }
    if (isText(reading, index, 'mq', 'superficie')) {
      const number = isText(reading, index + 1, 'di', 'circa') ? index + 2 : index + 1;
      const value = at(reading, number)?.value;
      if (value !== undefined && !isOneOf(reading, number + 1, SURFACE_UNITS)) {
        reading.facts.squareMeters = Math.round(value);
        use(reading, index, number + 1);
        return;
      }
    }
  }
}

/** A count right before a word, or one word before it ("tre locali", "tre ampi locali"), or right after it ("locali: 3"). */
function countNear(reading: Reading, index: number, after = true): { value: number; from: number; to: number } | null {
  const before = at(reading, index - 1);
  if (before?.value !== undefined) return { value: before.value, from: index - 1, to: index + 1 };
  const twoBefore = at(reading, index - 2);
  if (twoBefore?.value !== undefined && before && before.ordinal === undefined && !/^(e|o|di|senza|non|no)$/.test(before.text)) {
    return { value: twoBefore.value, from: index - 2, to: index + 1 };
  }
  const next = at(reading, index + 1);
  if (after && next?.value !== undefined && !isOneOf(reading, index + 2, SURFACE_UNITS)) return { value: next.value, from: index, to: index + 2 };
  return null;
}

const FLAT_NAMES: Record<string, number> = { monolocale: 1, bilocale: 2, trilocale: 3, quadrilocale: 4, pentalocale: 5 };

/** "tre locali", "4 vani", "trilocale"; bedrooms count the living room too ("2 camere da letto" is 3 locali). */
export function hearRooms(reading: Reading, allClauses: readonly Reading[]) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const text = at(reading, index)!.text;
    const flat = FLAT_NAMES[text];
    if (flat !== undefined) {
      reading.facts.rooms = flat;
      reading.facts.propertyType = flat === 1 ? 'STUDIO' : 'CONDOMINIUM';
      use(reading, index, index + 1);
      return;
    }
    if (['locali', 'locale', 'vani', 'vano', 'stanze', 'stanza'].includes(text)) {
      const count = countNear(reading, index);
      if (count && Number.isInteger(count.value)) {
        reading.facts.rooms = count.value;
        use(reading, count.from, count.to);
        return;
      }
    }
  }
  const statesRooms = allClauses.some((clause) => clause.words.some((word) => ['locali', 'vani', 'stanze'].includes(word.text)));
  if (statesRooms) return;
  for (let index = 0; index < reading.words.length; index += 1) {
    if (!isText(reading, index, 'camere', 'camera')) continue;
    const count = countNear(reading, index, false);
    if (!count || !Number.isInteger(count.value)) continue;
    reading.facts.rooms = count.value + 1;
    const end = startsWith(reading.words, index + 1, ['da', 'letto']) ? index + 3 : count.to;
    use(reading, count.from, end);
    return;
  }
}

/** "due bagni", "un bagno", "bagni: 2", "doppi servizi". */
export function hearBathrooms(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const text = at(reading, index)!.text;
    if (['doppi', 'doppio'].includes(text) && isText(reading, index + 1, 'servizi', 'bagni', 'bagno')) {
      reading.facts.bathrooms = 2;
      use(reading, index, index + 2);
      return;
    }
    if (!['bagni', 'bagno', 'servizi'].includes(text)) continue;
    const count = countNear(reading, index);
    if (count && Number.isInteger(count.value)) {
      reading.facts.bathrooms = count.value;
      use(reading, count.from, count.to);
      return;
    }
  }
}

const GROUND_FLOOR: ReadonlyArray<readonly string[]> = [
  ['piano', 'terra'],
  ['piano', 'terreno'],
  ['pian', 'terreno'],
  ['piano', 'rialzato'],
  ['piano', 'seminterrato'],
  ['pianoterra'],
  ['pianterreno'],
  ['rialzato'],
  ['seminterrato'],
];
const groundFloorAt = phraseLookup(GROUND_FLOOR, (phrase) => phrase);

/** A floor as the chat's floor buttons number it: 0 for ground or raised, 1-10, 11 above the tenth. */
const floorOf = (value: number) => Math.min(value, 11);

/** "terzo piano", "3° piano", "piano 3", "al terzo", "piano terra", "rialzato", "oltre il decimo". */
export function hearFloor(reading: Reading) {
  for (let index = 0; index < reading.words.length; index += 1) {
    const ground = groundFloorAt(reading.words, index);
    if (ground) {
      reading.facts.floor = 0;
      use(reading, isText(reading, index - 1, 'al', 'a') ? index - 1 : index, index + ground.length);
      return;
    }
    const word = at(reading, index)!;
    const number = word.ordinal ?? word.value;
    if (isText(reading, index, 'oltre')) {
      const target = isText(reading, index + 1, 'il') ? index + 2 : index + 1;
      const floor = at(reading, target);
      if ((floor?.ordinal ?? floor?.value) !== undefined) {
        reading.facts.floor = 11;
        use(reading, index, isText(reading, target + 1, 'piano') ? target + 2 : target + 1);
        return;
      }
    }
    if (number !== undefined && Number.isInteger(number) && number >= 0 && isText(reading, index + 1, 'piano')) {
      reading.facts.floor = floorOf(number);
      use(reading, isText(reading, index - 1, 'al', 'all', 'allo') ? index - 1 : index, index + 2);
      return;
    }
    if (word.text === 'piano') {
      const next = at(reading, index + 1);
      const value = next?.ordinal ?? next?.value;
      if (value !== undefined && Number.isInteger(value) && value >= 0 && !isOneOf(reading, index + 2, SURFACE_UNITS)) {
        reading.facts.floor = floorOf(value);
        use(reading, index, index + 2);
        return;
      }
    }
    // "al terzo", "al 3°": an ordinal after "al" is a floor wherever the clause goes on with no other noun.
    if (isText(reading, index, 'al', 'all', 'allo') && at(reading, index + 1)?.ordinal !== undefined) {
      const after = at(reading, index + 2)?.text;
      if (after === undefined || ['con', 'senza', 'e', 'ed', 'ma', 'niente', 'non', 'no', 'c', 'ce', 'ha'].includes(after)) {
        reading.facts.floor = floorOf(at(reading, index + 1)!.ordinal!);
        use(reading, index, index + 2);
        return;
      }
    }
  }
}
