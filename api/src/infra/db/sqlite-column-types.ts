/**
 * Sequelize's SQLite dialect asks for a table's columns (`PRAGMA table_info`) before every read through a model,
 * to know which values to parse (dates, booleans, JSON), and forgets the answer at once: a second statement for
 * each read, queued on the same connection as the read itself. The columns change only with a migration, so the
 * connections answer that question from one table for the whole process, filled by the first question about each
 * table and emptied by any statement that changes the schema.
 *
 * Only the dialect's own question is answered this way (lower case, back-quoted, no semicolon); the migrations'
 * `describeTable` asks in its own words and always reads the file.
 */

/** The methods of a node-sqlite3 connection Sequelize calls, with the callback last. */
export interface SqliteStatementsOf {
  all(sql: string, ...rest: unknown[]): unknown;
  run(sql: string, ...rest: unknown[]): unknown;
  exec(sql: string, ...rest: unknown[]): unknown;
}

type RowsCallback = (error: Error | null, rows?: unknown[]) => void;

const COLUMNS_QUESTION = /^PRAGMA table_info\(`([^`]+)`\)$/;
const SCHEMA_CHANGE = /^\s*(?:CREATE|ALTER|DROP)\b/i;

export function createColumnTypesCache() {
  const columnsByTable = new Map<string, unknown[]>();

  /** The arguments after the SQL; for a schema change, the cache emptied now and again once it is done. */
  function forgettingOnSchemaChange(sql: string, rest: unknown[]): unknown[] {
    if (!SCHEMA_CHANGE.test(sql)) return rest;
    columnsByTable.clear();
    const callback = rest.at(-1);
    if (typeof callback !== 'function') return rest;
    return [
      ...rest.slice(0, -1),
      function done(this: unknown, ...results: unknown[]) {
        columnsByTable.clear();
        return (callback as (...args: unknown[]) => unknown).apply(this, results);
      },
    ];
  }

  /** Makes `connection` answer the dialect's column questions from the cache, and forget it on a schema change. */
  function remember(connection: SqliteStatementsOf): void {
    const all = connection.all.bind(connection);
    const run = connection.run.bind(connection);
    const exec = connection.exec.bind(connection);

    connection.all = (sql: string, ...rest: unknown[]) => {
      const table = COLUMNS_QUESTION.exec(sql)?.[1];
      const callback = rest.at(-1);
      if (table === undefined || rest.length !== 1 || typeof callback !== 'function') return all(sql, ...forgettingOnSchemaChange(sql, rest));
      const known = columnsByTable.get(table);
      // Answered on a later tick, as the driver would: the caller does not expect its callback at once.
      if (known) return process.nextTick(() => (callback as RowsCallback)(null, known));
      return all(sql, (error: Error | null, rows?: unknown[]) => {
        if (!error && rows && rows.length > 0) columnsByTable.set(table, rows);
        (callback as RowsCallback)(error, rows);
      });
    };
    connection.run = (sql: string, ...rest: unknown[]) => run(sql, ...forgettingOnSchemaChange(sql, rest));
    connection.exec = (sql: string, ...rest: unknown[]) => exec(sql, ...forgettingOnSchemaChange(sql, rest));
  }

  return { remember };
}
