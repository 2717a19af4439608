/**
 * The lift, the outdoor spaces and the garage as a reply names them, each with its own yes or no: "senza
 * ascensore", "c'è il box", "l'ascensore non c'è", "niente balcone né box", "un balcone e una terrazza", "due
 * terrazzi", "ascensore sì, box no". A word that denies ("senza", "niente", "non c'è", "nessun", "né") counts
 * for the name it stands before, or the one it follows ("ascensore no"); a count is a count ("zero box" is no
 * box); a name joined by "e" to a denied one is denied too ("senza balcone e terrazzo"); a name alone is a yes.
 */
import { at, isOneOf, phraseLookup, startsWith, use, type Reading } from './clauses.js';
import type { Fact } from './fact-names.js';

type Feature = Extract<Fact, 'hasElevator' | 'hasBalcony' | 'hasTerrace' | 'hasGarden' | 'hasGarage'>;

// prettier-ignore
const NAMES: Array<[readonly string[], Feature]> = [
  [['posto', 'auto'], 'hasGarage'], [['posti', 'auto'], 'hasGarage'], [['posto', 'macchina'], 'hasGarage'],
  [['box', 'auto'], 'hasGarage'], [['box'], 'hasGarage'], [['boxauto'], 'hasGarage'], [['garage'], 'hasGarage'],
  [['autorimessa'], 'hasGarage'],
  [['ascensore'], 'hasElevator'], [['ascensori'], 'hasElevator'], [['elevatore'], 'hasElevator'],
  [['balcone'], 'hasBalcony'], [['balconi'], 'hasBalcony'], [['balconcino'], 'hasBalcony'], [['balconcini'], 'hasBalcony'],
  [['loggia'], 'hasBalcony'], [['logge'], 'hasBalcony'], [['loggiato'], 'hasBalcony'],
  [['terrazzo'], 'hasTerrace'], [['terrazzi'], 'hasTerrace'], [['terrazza'], 'hasTerrace'], [['terrazze'], 'hasTerrace'],
  [['terrazzino'], 'hasTerrace'], [['terrazzini'], 'hasTerrace'], [['lastrico', 'solare'], 'hasTerrace'],
  [['giardino'], 'hasGarden'], [['giardini'], 'hasGarden'], [['giardinetto'], 'hasGarden'], [['cortile', 'privato'], 'hasGarden'],
];

const nameAt = phraseLookup(NAMES, ([phrase]) => phrase);

/** Markers of yes or no, each a few words, written as "a|b c|d". */
const markers = (list: string) => list.split('|').map((marker) => marker.split(' '));

/** What a shared space is not: "giardino condominiale" is nobody's own. */
const SHARED = new Set(['condominiale', 'condominiali', 'comune', 'comuni', 'condiviso', 'condivisa']);

// Longer first, so that where two end at the same word the whole one is read ("non ce l ha", not "non ce").
const DENY = markers(
  'non ce l abbiamo|non ce l ha|non ce l ho|non ci sono|non c e|non ce|non ha|non ho|non hanno|non abbiamo|non e|non sono|privo di|priva di|senza|niente|nessun|nessuno|nessuna|manca|mancano|zero|nemmeno|neanche|neppure|no|non',
);
const AFFIRM = markers(
  'ce l abbiamo|ce l ha|ce l ho|ci sono|dotato di|dotata di|c e|ce|con|ha|ho|hanno|abbiamo|anche|pure|si|compreso|compresa|incluso|inclusa|presente',
);
/** What may follow a name and say yes or no about it: "ascensore no", "il box non c'è", "giardino presente". */
const AFTER_DENY = markers(
  'non ce l abbiamo|non ce l ha|non ce l ho|non l abbiamo|non l ha|non lo ha|non ci sono|non c e|non ce|non e|non sono|e assente|sono assenti|assente|assenti|mancante|manca|no',
);
const AFTER_AFFIRM = markers(
  'ce l abbiamo|ce l ha|ce l ho|ci sono|c e|ce|e presente|sono presenti|presente|presenti|incluso|inclusa|compreso|compresa|si',
);
const ARTICLES = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'un', 'una', 'uno', 'del', 'della', 'dei', 'delle']);
const NEUTRAL = new Set([...ARTICLES, 'e', 'ed', 'o', 'oppure']);
/** How many words may stand between a yes or no and the name it speaks of ("non c'è purtroppo il box"). */
const REACH = 3;
/** Words that take every yes or no out of a clause: "non so se c'è il box". */
const UNSURE = [['non', 'so'], ['non', 'saprei'], ['boh'], ['forse'], ['non', 'ricordo'], ['non', 'sono', 'sicuro'], ['non', 'sono', 'sicura']];

interface Mention {
  feature: Feature;
  start: number;
  end: number;
}

function mentionsIn(reading: Reading): Mention[] {
  const mentions: Mention[] = [];
  for (let index = 0; index < reading.words.length; index += 1) {
    const name = nameAt(reading.words, index);
    if (!name) continue;
    const end = index + name[0].length;
    if (!isOneOf(reading, end, SHARED)) mentions.push({ feature: name[1], start: index, end });
    index = end - 1;
  }
  return mentions;
}

/**
 * The marker of `candidates` nearest before the name at `name`: within the clause's part since the previous name,
 * and ending at most REACH words before it. As [start, end].
 */
function markerBefore(reading: Reading, regionStart: number, name: number, candidates: string[][]): [number, number] | null {
  for (let end = name; end >= Math.max(regionStart + 1, name - REACH); end -= 1) {
    const marker = candidates.find((phrase) => end - phrase.length >= regionStart && startsWith(reading.words, end - phrase.length, phrase));
    if (marker) return [end - marker.length, end];
  }
  return null;
}

/** The yes or no a word right after a name gives it, with where that word ends. */
function markerAfter(reading: Reading, end: number, limit: number): { yes: boolean; to: number } | null {
  let start = end;
  while (start < limit && ARTICLES.has(at(reading, start)!.text)) start += 1;
  const fits = (phrase: string[]) => start + phrase.length <= limit && startsWith(reading.words, start, phrase);
  const denial = AFTER_DENY.find(fits);
  const affirmation = AFTER_AFFIRM.find(fits);
  if (denial && (!affirmation || denial.length >= affirmation.length)) return { yes: false, to: start + denial.length };
  return affirmation ? { yes: true, to: start + affirmation.length } : null;
}

/** The lift, balconies, terraces, garden and garage the clause names, each with its yes or no. */
export function hearOutdoorAndGarage(reading: Reading) {
  const mentions = mentionsIn(reading);
  if (mentions.length === 0) return;
  if (UNSURE.some((phrase) => reading.words.some((_, index) => startsWith(reading.words, index, phrase)))) return;
  let regionStart = 0;
  let previous: boolean | null = null;
  mentions.forEach((mention, position) => {
    const limit = mentions[position + 1]?.start ?? reading.words.length;
    const denied = markerBefore(reading, regionStart, mention.start, DENY);
    const affirmed = markerBefore(reading, regionStart, mention.start, AFFIRM);
    const count = at(reading, mention.start - 1)?.value;
    const after = markerAfter(reading, mention.end, limit);
    const between = reading.words.slice(regionStart, mention.start);
    let yes: boolean;
    // The marker nearer the name wins: "non c'è" holds "c'è", so a denial that ends where an affirmation does wins.
    if (denied && (!affirmed || denied[1] >= affirmed[1])) yes = false;
    else if (count !== undefined) yes = count > 0;
    else if (affirmed) yes = true;
    else if (after) yes = after.yes;
    else if (previous !== null && between.every((word) => NEUTRAL.has(word.text))) yes = previous;
    else yes = true;

    reading.facts[mention.feature] = yes;
    const from = Math.min(mention.start - (count !== undefined ? 1 : 0), denied?.[0] ?? mention.start, affirmed?.[0] ?? mention.start);
    use(reading, Math.max(regionStart, from), mention.end);
    regionStart = mention.end;
    if (after && !denied && !affirmed && count === undefined) {
      use(reading, mention.end, after.to);
      regionStart = after.to;
    }
    previous = yes;
  });
}
