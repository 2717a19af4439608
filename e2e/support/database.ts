import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';

/** The folder of this run's server (database, mail); playwright.config.ts sets E2E_RUN_ID for every worker. */
export function e2eRunFolder(): string {
  return path.join(os.tmpdir(), `valuta-e2e-${process.env.E2E_RUN_ID ?? process.pid}`);
}

/** Reads rows from the e2e server's SQLite database, to check that what a visitor sent was stored. */
export function queryDatabase<T = Record<string, unknown>>(sql: string, parameters: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const database = new sqlite3.Database(path.join(e2eRunFolder(), 'app.sqlite'), sqlite3.OPEN_READONLY, (openError) => {
      if (openError) return reject(openError);
      database.all(sql, parameters, (error, rows) => {
        database.close();
        if (error) reject(error);
        else resolve(rows as T[]);
      });
    });
  });
}
