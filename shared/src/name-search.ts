/**
 * Finding a name in a list from a few typed letters, forgiving accents, abbreviations and small typos: the
 * quartiere type-ahead of the chat ("san salv", "crocceta", "borgo s paolo") and the server that reads the
 * same words when they are sent without picking a suggestion.
 */

export interface SearchableName {
  label: string;
  /** Other names people type for it. */
  aliases?: readonly string[];
}

/** Lower case, no accents or punctuation, "s." and "s" read as "san". */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => (word === 's' || word === 'st' ? 'san' : word));
}

/** Words that say where without naming the place ("abito in zona …"). */
const FILLER = new Set(['a', 'al', 'in', 'zona', 'quartiere', 'abito', 'vicino', 'di', 'del', 'della', 'la', 'il', 'le', 'e']);

/** Edit distance of two short words, at most `limit + 1`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How well one typed word matches a word of the name: 2 the same or its start, 1 a small typo, 0 not at all. */
function wordMatch(typed: string, word: string): number {
  if (word === typed || (typed.length >= 2 && word.startsWith(typed))) return 2;
  if (typed.length >= 4) {
    const limit = typed.length >= 7 ? 2 : 1;
    if (distance(typed, word.slice(0, typed.length), limit) <= limit || distance(typed, word, limit) <= limit) return 1;
  }
  return 0;
}

/** The score of a name for the typed words: the sum of their best word matches; 0 when none matches. */
function scoreOf(typed: readonly string[], name: string): number {
  const words = searchWords(name);
  let total = 0;
  for (const word of typed) total += Math.max(0, ...words.map((candidate) => wordMatch(word, candidate)));
  return total;
}

/** How many of the typed words match some word of the name or of one of its aliases. */
function matchedWords(typed: readonly string[], name: SearchableName): number {
  return Math.max(
    ...[name.label, ...(name.aliases ?? [])].map((text) => {
      const words = searchWords(text);
      return typed.filter((word) => words.some((candidate) => wordMatch(word, candidate) > 0)).length;
    }),
  );
}

/**
 * The names that match what was typed, best first (at most `limit`). A name matches when at least one
 * meaningful typed word matches one of its words or its aliases' words.
 */
export function searchNames<T extends SearchableName>(text: string, names: readonly T[], limit = 5): T[] {
  const typed = searchWords(text).filter((word) => !FILLER.has(word));
  if (!typed.length) return [];
  return names
    .map((name, index) => ({
      name,
      index,
      score: Math.max(scoreOf(typed, name.label), ...(name.aliases ?? []).map((alias) => scoreOf(typed, alias))),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.name);
}

/** The one name clearly meant by the typed words (it scores above every other), or null. */
export function bestName<T extends SearchableName>(text: string, names: readonly T[]): T | null {
  const typed = searchWords(text).filter((word) => !FILLER.has(word));
  if (!typed.length) return null;
  const scored = names
    .map((name) => ({ name, score: Math.max(scoreOf(typed, name.label), ...(name.aliases ?? []).map((alias) => scoreOf(typed, alias))) }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first || first.score === 0 || (second && second.score === first.score)) return null;
  // Most of what was typed must match: "via roma" does not name a quartiere through "roma" alone, nor "casa mia"
  // through "casa" (the start of the alias "corso casale") alone.
  return first.score >= typed.length && matchedWords(typed, first.name) * 2 > typed.length ? first.name : null;
}
