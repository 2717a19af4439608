/**
 * A reply cut into clauses of words, the form every fact reader works on. Clauses end at punctuation and at
 * "ma", "però", "mentre", so "niente balcone, ma c'è il box" is two clauses; "e" does not end one, so the "senza"
 * of "senza balcone e terrazzo" still reaches the terrace. Each word carries its value when it is a number
 * ("90", "novanta", "1.200") or an ordinal ("terzo", "3°"), and "tra 80 e 100" is one word worth 90.
 */
import type { Facts } from './fact-names.js';
import { digitsValue, numberWord, ordinalWord } from './numbers.js';

export interface Word {
  text: string;
  /** The number the word is ("tre", "90", "1.200"), when it is one. */
  value?: number;
  /** The ordinal the word is ("terzo", "3°", "undicesimo"), when it is one. */
  ordinal?: number;
}

export type Clause = Word[];

/** Anything but printable ASCII and line breaks: accents, typographic quotes, "°", "²". A reply without any skips their rewriting. */
const NON_ASCII = /[^ -~\t\n\r]/;

/** "né" and "nè" deny what follows, as "senza" does; the accent is gone once the text is normalised. */
const NOR = /(^|[\s,;.!?])n[éè](?=$|[\s,;.!?])/gi;

/** Punctuation that ends a clause: not the point or comma inside a number ("1.200", "85,5"). */
const CLAUSE_END = /[;!?()\n]+|[.,](?!\d)|(?<!\d)[.,]/;
const CLAUSE_WORDS = new Set(['ma', 'pero', 'mentre', 'invece', 'tuttavia']);

const DIGITS = /^\d+(?:[.,]\d+)*$/;
/** A point, comma or dash at either end of a word, which is not part of it. */
const EDGE_MARKS = /^[.,-]|[.,-]$/;

function wordOf(text: string): Word {
  if (DIGITS.test(text)) return { text, value: digitsValue(text) };
  const ordinalDigits = text.match(/^(\d+)°$/);
  if (ordinalDigits) return { text, ordinal: Number(ordinalDigits[1]) };
  const value = numberWord(text);
  if (value !== null) return { text, value };
  const ordinal = ordinalWord(text);
  return ordinal === null ? { text } : { text, ordinal };
}

/** "tra 80 e 100", "fra 80 e 100", "da 80 a 100" and "80-100": one word, worth the middle. */
function joinRanges(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const [word, low, link, high] = [words[index]!, words[index + 1], words[index + 2], words[index + 3]];
    const opensRange = ['tra', 'fra'].includes(word.text) ? link?.text === 'e' : word.text === 'da' && link?.text === 'a';
    if (opensRange && low?.value !== undefined && high?.value !== undefined) {
      joined.push({ text: `${low.text}-${high.text}`, value: (low.value + high.value) / 2 });
      index += 3;
      continue;
    }
    const dashed = word.text.match(/^(\d+)-(\d+)$/);
    joined.push(dashed ? { text: word.text, value: (Number(dashed[1]) + Number(dashed[2])) / 2 } : word);
  }
  return joined;
}

/** The reply as clauses of lower-case words without accents or apostrophes. */
export function clausesOf(text: string): Clause[] {
  const unaccented = NON_ASCII.test(text)
    ? text
        .replace(NOR, '$1 senza ')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/²/g, '2')
        .replace(/°(?=[a-z])/gi, '° ')
    : text;
  const normal = unaccented
    .toLowerCase()
    .replace(/[’'`´"«»]/g, ' ')
    // "90mq", "3°piano": the number and the word after it apart.
    .replace(/(\d)(?=[a-z])/g, '$1 ');
  const clauses: Clause[] = [];
  for (const part of normal.split(CLAUSE_END)) {
    let clause: Word[] = [];
    for (const text of part.split(/[^a-z0-9°+.,-]+/)) {
      const word = EDGE_MARKS.test(text) ? text.replace(/^[.,-]+|[.,-]+$/g, '') : text;
      if (!word) continue;
      if (CLAUSE_WORDS.has(word)) {
        if (clause.length) clauses.push(joinRanges(clause));
        clause = [];
        continue;
      }
      clause.push(wordOf(word));
    }
    if (clause.length) clauses.push(joinRanges(clause));
  }
  return clauses;
}

/** Whether the words from `start` are `phrase` ("piano terra", "posto auto"). */
export function startsWith(clause: Clause, start: number, phrase: readonly string[]): boolean {
  return phrase.every((text, offset) => clause[start + offset]?.text === text);
}

/**
 * A lookup of the first of `entries` whose phrase stands at a word of a clause: what `entries.find` over every
 * phrase answers, trying only the phrases that begin with that word (a reply is read word by word against a
 * few dozen phrases).
 */
export function phraseLookup<Entry>(entries: readonly Entry[], phraseOf: (entry: Entry) => readonly string[]) {
  const byFirstWord = new Map<string, Entry[]>();
  for (const entry of entries) {
    const first = phraseOf(entry)[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), entry]);
  }
  return (clause: Clause, start: number): Entry | undefined =>
    byFirstWord.get(clause[start]?.text ?? '')?.find((entry) => startsWith(clause, start, phraseOf(entry)));
}

/** One clause being read: its words, which of them a fact has used, and the facts read so far. */
export interface Reading {
  words: Clause;
  used: boolean[];
  facts: Facts;
}

/** Marks the words from `from` up to `to` as used by a fact. */
export function use(reading: Reading, from: number, to: number) {
  for (let index = Math.max(0, from); index < to; index += 1) reading.used[index] = true;
}

export const at = (reading: Reading, index: number): Word | undefined => reading.words[index];

export const isText = (reading: Reading, index: number, ...texts: string[]) => texts.includes(at(reading, index)?.text ?? '');

/** Whether the word at `index` is one of `texts`: isText for a list kept in a constant. */
export const isOneOf = (reading: Reading, index: number, texts: ReadonlySet<string>) => texts.has(at(reading, index)?.text ?? '');
