import { Op, type Sequelize, type WhereOptions } from 'sequelize';

/**
 * The characters people type inside phone numbers. The PostgreSQL index on a phone's digits and SQLite's
 * search table are built from this list (migration 2026-11-26T16-00): changing it needs a new migration that
 * rebuilds them, or the search stops using the index.
 */
export const PHONE_SEPARATORS = [' ', '.', '-', '/', '(', ')'];

/** The SQL of `column` without the separators, the same text in queries, indexes and triggers. */
export function sqlPhoneDigits(column: string, separators: string[] = PHONE_SEPARATORS): string {
  return separators.reduce((inner, character) => `replace(${inner}, '${character}', '')`, column);
}

/** Where a text search looks: columns of one table, and how that table is indexed for it. */
export interface TextSearchTarget {
  columns: string[];
  /** Also matched on their digits alone when the term looks like a phone number. */
  phoneColumns?: string[];
  /**
   * SQLite: an FTS5 table with the trigram tokenizer over the same columns, whose rowid is the row's id, with
   * a `<column>_digits` column for each phone column. Without it SQLite scans the table.
   */
  sqliteIndex?: string;
}

/** Trigram indexes only know substrings of three characters (code points) or more; shorter terms scan. */
const MIN_INDEXED_LENGTH = 3;

/** `%`, `_` and the escape character itself are matched literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function containsCondition(sequelize: Sequelize, left: ReturnType<Sequelize['col']> | ReturnType<Sequelize['literal']>, pattern: string) {
  // SQLite's LIKE ignores ASCII case by itself; PostgreSQL needs ILIKE, which its pg_trgm indexes serve. No
  // lower() on the column: the index is on the column itself. ESCAPE is spelled out because SQLite has no
  // default escape character and PostgreSQL's is the backslash.
  const operator = sequelize.getDialect() === 'postgres' ? Op.iLike : Op.like;
  return sequelize.where(left as never, operator, sequelize.literal(`${sequelize.escape(pattern)} ESCAPE '\\'`));
}

/** An FTS5 phrase: the term as one literal string, double quotes doubled. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The digits of a term that looks like a phone number ("333 123 4567" → "3331234567"), else null. */
function phoneDigitsOf(term: string): string | null {
  const digits = term.replace(/[\s.\-/()]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? digits : null;
}

/** SQLite with a trigram table: the ids whose columns contain the term, found through the index. */
function sqliteIndexed(sequelize: Sequelize, target: TextSearchTarget & { sqliteIndex: string }, term: string, digits: string | null) {
  let query = `{${target.columns.join(' ')}} : ${ftsPhrase(term)}`;
  for (const column of digits ? (target.phoneColumns ?? []) : []) query += ` OR ${column}_digits : ${ftsPhrase(digits!)}`;
  const table = target.sqliteIndex;
  return sequelize.where(
    sequelize.col('id'),
    Op.in,
    sequelize.literal(`(SELECT rowid FROM ${table} WHERE ${table} MATCH ${sequelize.escape(query)})`),
  );
}

/**
 * A case-insensitive "contains" over several text columns, the same results on SQLite and PostgreSQL. A search
 * that looks like a phone number also matches however the number was spaced ("333 123 4567" for "3331234567").
 * Served by pg_trgm indexes on PostgreSQL and by the target's trigram table on SQLite; terms shorter than three
 * characters are compared row by row.
 */
export function textSearch(sequelize: Sequelize, target: TextSearchTarget, term: string): WhereOptions {
  const digits = phoneDigitsOf(term);
  const phoneColumns = digits ? (target.phoneColumns ?? []) : [];
  if (sequelize.getDialect() === 'sqlite' && target.sqliteIndex && Array.from(term).length >= MIN_INDEXED_LENGTH) {
    return sqliteIndexed(sequelize, { ...target, sqliteIndex: target.sqliteIndex }, term, digits);
  }
  const conditions = target.columns.map((column) => containsCondition(sequelize, sequelize.col(column), likePattern(term)));
  for (const column of phoneColumns) {
    const quoted = sequelize.getQueryInterface().quoteIdentifier(column);
    conditions.push(containsCondition(sequelize, sequelize.literal(sqlPhoneDigits(quoted)), likePattern(digits!)));
  }
  return { [Op.or]: conditions };
}
