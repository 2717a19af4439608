import { Op, type Sequelize, type WhereOptions } from 'sequelize';

/** `%`, `_` and the escape character itself are matched literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function containsCondition(sequelize: Sequelize, column: string, pattern: string, transform?: (expression: unknown) => unknown) {
  const base = sequelize.col(column);
  const left = transform ? transform(base) : base;
  // SQLite's LIKE ignores ASCII case by itself; PostgreSQL needs ILIKE. No lower() on the column: it would cost
  // a function call per row of a search that scans every lead. ESCAPE is spelled out because SQLite has no
  // default escape character and PostgreSQL's is the backslash.
  const operator = sequelize.getDialect() === 'postgres' ? Op.iLike : Op.like;
  return sequelize.where(left as never, operator, sequelize.literal(`${sequelize.escape(pattern)} ESCAPE '\\'`));
}

/** Strips the characters people type inside phone numbers, on the database side. */
function phoneDigits(sequelize: Sequelize) {
  return (expression: unknown) =>
    [' ', '.', '-', '/', '(', ')'].reduce(
      (inner, character) => sequelize.fn('replace', inner, character, ''),
      expression as ReturnType<Sequelize['fn']>,
    );
}

/**
 * A case-insensitive "contains" over several text columns, the same on SQLite and PostgreSQL. A search that
 * looks like a phone number also matches however the number was spaced ("333 123 4567" for "3331234567").
 */
export function textSearch(sequelize: Sequelize, columns: string[], term: string, phoneColumns: string[] = []): WhereOptions {
  const conditions = columns.map((column) => containsCondition(sequelize, column, likePattern(term)));
  const digits = term.replace(/[\s.\-/()]/g, '');
  if (phoneColumns.length > 0 && /^\+?\d{3,}$/.test(digits)) {
    for (const column of phoneColumns) {
      conditions.push(containsCondition(sequelize, column, likePattern(digits), phoneDigits(sequelize)));
    }
  }
  return { [Op.or]: conditions };
}
