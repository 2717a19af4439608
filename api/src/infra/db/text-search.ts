/**
 * The characters people type inside phone numbers. The search tables' digits columns are built from this list
 * (migrations 2026-11-26T16-00 and 2026-11-27T12-00): changing it needs a new migration that rebuilds them, or
 * the search stops finding numbers however they were spaced.
 */
export const PHONE_SEPARATORS = [' ', '.', '-', '/', '(', ')'];

/** The SQL of `column` without the separators, the same text in queries, indexes and triggers. */
export function sqlPhoneDigits(column: string, separators: string[] = PHONE_SEPARATORS): string {
  return separators.reduce((inner, character) => `replace(${inner}, '${character}', '')`, column);
}

/**
 * Between the columns of a PostgreSQL search table's `haystack`. A term holding it could match across two
 * columns, so such a term is compared column by column instead.
 */
const HAYSTACK_SEPARATOR = '\n';

/**
 * The SQL of a row's `haystack` on PostgreSQL: its columns lowercased, joined by HAYSTACK_SEPARATOR.
 * `lower(column) LIKE lower(pattern)` is what ILIKE does, so matching the stored text with LIKE finds the rows
 * ILIKE found, without lowercasing every candidate row again at each search.
 */
export function sqlHaystack(columns: string[], prefix = ''): string {
  return columns.map((column) => `coalesce(lower(${prefix}${column}), '')`).join(` || E'\\n' || `);
}

/** Where a text search looks: columns of one table, and how that table is indexed for it. */
export interface TextSearchTarget {
  columns: string[];
  /** Also matched on their digits alone when the term looks like a phone number. */
  phoneColumns?: string[];
  /**
   * A table kept in step with the target by triggers, one row per row of the target under the same id:
   * on SQLite an FTS5 table with the trigram tokenizer over the same columns (rowid = id); on PostgreSQL a
   * plain table (id, haystack) with pg_trgm GIN indexes (see sqlHaystack). Each has a `<column>_digits`
   * column for each phone column. Without it the target's columns are compared row by row.
   */
  searchTable?: string;
}

/** Trigram indexes only know substrings of three characters (code points) or more. */
const MIN_INDEXED_LENGTH = 3;

/** `%`, `_` and the escape character itself are matched literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An FTS5 phrase: the term as one literal string, double quotes doubled. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The digits of a term that looks like a phone number ("333 123 4567" → "3331234567"), else null. */
function phoneDigitsOf(term: string): string | null {
  const digits = term.replace(/[\s.\-/()]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? digits : null;
}

/** The most words of a term tried in every order: a name of three words has six orders, of four 24. */
const MAX_REORDERED_WORDS = 3;

/**
 * The texts a term matches: itself, and for a name typed in another order ("verdi anna") its words in every other
 * order ("anna verdi"). Each is matched whole, within one column, as the term alone was. A term that looks like a
 * phone number ("333 123 4567"), or of more than three words, is matched as it was typed.
 */
function orders(term: string): string[] {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > MAX_REORDERED_WORDS || phoneDigitsOf(term)) return [term];
  const permutations = (rest: string[]): string[][] =>
    rest.length <= 1
      ? [rest]
      : rest.flatMap((word, index) => permutations([...rest.slice(0, index), ...rest.slice(index + 1)]).map((tail) => [word, ...tail]));
  return [...new Set([term, ...permutations(words).map((order) => order.join(' '))])];
}

/** Places a value in a query: a bound parameter's placeholder, or the value escaped as a literal. */
type BindValue = (value: string) => string;

/** The column of a search table that holds the target's id. */
const searchTableKey = (dialect: string) => (dialect === 'postgres' ? 'id' : 'rowid');

/**
 * The condition over the target's search table that keeps the rows containing `term`, or null when that table
 * cannot answer it (no table; on SQLite a term under three characters; on PostgreSQL a term holding
 * HAYSTACK_SEPARATOR): those terms are compared on the target's columns.
 */
export function searchTableMatch(dialect: string, target: TextSearchTarget, term: string, bind: BindValue): string | null {
  const table = target.searchTable;
  if (!table) return null;
  const digits = phoneDigitsOf(term);
  const phoneColumns = digits ? (target.phoneColumns ?? []) : [];
  if (dialect === 'postgres') {
    if (term.includes(HAYSTACK_SEPARATOR)) return null;
    const conditions = orders(term).map((text) => `haystack LIKE lower(${bind(likePattern(text))}) ESCAPE '\\'`);
    for (const column of phoneColumns) conditions.push(`${column}_digits LIKE lower(${bind(likePattern(digits!))}) ESCAPE '\\'`);
    return `(${conditions.join(' OR ')})`;
  }
  if (Array.from(term).length < MIN_INDEXED_LENGTH) return null;
  // One quoted phrase, so quotes, OR, NEAR, * or : typed in the box are plain text.
  let query = orders(term)
    .map((text) => `{${target.columns.join(' ')}} : ${ftsPhrase(text)}`)
    .join(' OR ');
  for (const column of phoneColumns) query += ` OR ${column}_digits : ${ftsPhrase(digits!)}`;
  return `${table} MATCH ${bind(query)}`;
}

/**
 * A case-insensitive "contains" over several text columns of the target's rows, as SQL with its values placed
 * by `bind`: the same results on SQLite and PostgreSQL. A search that looks like a phone number also matches
 * however the number was spaced ("333 123 4567" for "3331234567"). Served by the target's search table
 * (searchTableMatch); the terms it cannot answer are compared row by row.
 */
export function sqlTextSearch(dialect: string, target: TextSearchTarget, term: string, bind: BindValue): string {
  const match = searchTableMatch(dialect, target, term, bind);
  if (match !== null) return `id IN (SELECT ${searchTableKey(dialect)} FROM ${target.searchTable} WHERE ${match})`;
  // SQLite's LIKE ignores ASCII case by itself; PostgreSQL needs ILIKE. ESCAPE is spelled out because SQLite
  // has no default escape character and PostgreSQL's is the backslash.
  const like = dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const contains = (expression: string, text: string) => `${expression} ${like} ${bind(likePattern(text))} ESCAPE '\\'`;
  const conditions = orders(term).flatMap((text) => target.columns.map((column) => contains(column, text)));
  const digits = phoneDigitsOf(term);
  for (const column of digits ? (target.phoneColumns ?? []) : []) conditions.push(contains(sqlPhoneDigits(column), digits!));
  return `(${conditions.join(' OR ')})`;
}
