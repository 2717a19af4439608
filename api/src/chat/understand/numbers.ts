/**
 * Numbers as people write them in Italian: digits ("90", "1.200", "85,5") or words ("novanta",
 * "centoventi", "duemila", "ventitré"), and ordinals ("secondo", "undicesimo").
 */
import { normalizeName } from '../../valuation/places/normalize.js';

/** Word pieces a number word is made of, with elided forms ("vent-uno", "cent-ottanta"). */
// prettier-ignore
const MORPHEMES: Array<[string, number]> = [
  ['diciassette', 17], ['diciannove', 19], ['quattordici', 14], ['cinquanta', 50], ['sessanta', 60],
  ['settanta', 70], ['quaranta', 40], ['quattro', 4], ['quindici', 15], ['diciotto', 18], ['tredici', 13],
  ['novanta', 90], ['ottanta', 80], ['cinquant', 50], ['sessant', 60], ['settant', 70], ['quarant', 40],
  ['cinque', 5], ['dodici', 12], ['undici', 11], ['trenta', 30], ['novant', 90], ['ottant', 80],
  ['sedici', 16], ['dieci', 10], ['cento', 100], ['mille', 1000], ['venti', 20], ['trent', 30],
  ['sette', 7], ['mila', 1000], ['nove', 9], ['otto', 8], ['vent', 20], ['cent', 100], ['zero', 0],
  ['uno', 1], ['una', 1], ['due', 2], ['tre', 3], ['sei', 6], ['un', 1],
];

// prettier-ignore
const ORDINALS: Record<string, number> = {
  primo: 1, prima: 1, secondo: 2, seconda: 2, terzo: 3, terza: 3, quarto: 4, quarta: 4, quinto: 5, quinta: 5,
  sesto: 6, sesta: 6, settimo: 7, settima: 7, ottavo: 8, ottava: 8, nono: 9, nona: 9, decimo: 10, decima: 10,
};

/** The morphemes by their first two letters (every one has two or more), in the order above. */
const MORPHEMES_BY_START = new Map<string, Array<[string, number]>>();
for (const morpheme of MORPHEMES) {
  const start = morpheme[0].slice(0, 2);
  MORPHEMES_BY_START.set(start, [...(MORPHEMES_BY_START.get(start) ?? []), morpheme]);
}

function splitMorphemes(word: string): number[] | null {
  if (word === '') return [];
  for (const [piece, value] of MORPHEMES_BY_START.get(word.slice(0, 2)) ?? []) {
    if (!word.startsWith(piece)) continue;
    const rest = splitMorphemes(word.slice(piece.length));
    if (rest) return [value, ...rest];
  }
  return null;
}

/** The value of one number word ("centoventicinque" → 125), or null. */
export function numberWord(word: string): number | null {
  const pieces = splitMorphemes(word);
  if (!pieces || pieces.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const value of pieces) {
    if (value === 100) current = (current || 1) * 100;
    else if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else current += value;
  }
  return total + current;
}

/** What every ordinal past the tenth ends with, after a stem of one letter or more. */
const ORDINAL_ENDING = /.esim[oaie]$/;

/** "secondo" → 2, "undicesimo" → 11, "ventesimo" → 20. */
export function ordinalWord(word: string): number | null {
  if (word in ORDINALS) return ORDINALS[word]!;
  // Tested before anything is cut: most words of a reply are not ordinals.
  if (!ORDINAL_ENDING.test(word)) return null;
  const stem = word.slice(0, -'esimo'.length);
  for (const candidate of [stem, `${stem}i`, `${stem}e`, `${stem}a`]) {
    const value = numberWord(candidate);
    if (value !== null) return value;
  }
  return null;
}

/** Italian digits: "1.200" is twelve hundred, "85,5" is eighty-five and a half. */
export function digitsValue(token: string): number {
  if (/^\d{1,3}(\.\d{3})+$/.test(token)) return Number(token.replace(/\./g, ''));
  return Number(token.replace(',', '.'));
}

const DIGITS = /\d+(?:[.,]\d+)*/g;

/** Every number in the text, in order: digits first, then number words. */
export function numbersIn(text: string): number[] {
  const digits = text.match(DIGITS);
  if (digits) return digits.map(digitsValue).filter((value) => Number.isFinite(value));
  const values: number[] = [];
  for (const word of normalizeName(text.replace(/[èé]/g, 'e')).split(' ')) {
    const value = numberWord(word) ?? ordinalWord(word);
    if (value !== null) values.push(value);
  }
  return values;
}

/**
 * The one number a reply gives: "circa 90 mq" → 90; "tra 80 e 100" or "80-100" → 90 (the middle); null when
 * there is none.
 */
export function singleNumber(text: string): number | null {
  const values = numbersIn(text);
  if (values.length === 0) return null;
  if (values.length === 2 && /\btra\b|\bfra\b|\bda\b.*\ba\b|\d\s*[-–]\s*\d/i.test(text)) return (values[0]! + values[1]!) / 2;
  return values[0]!;
}
