import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { createSequelize } from '../db/connection.js';
import { createLogger } from '../logger.js';
import { BackupError } from './backup-error.js';

const quiet = createLogger('silent');

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

type Query = <Row extends object>(sql: string, replacements?: Record<string, unknown>) => Promise<Row[]>;

async function withSqlite<T>(storage: string, work: (query: Query) => Promise<T>) {
  const sequelize = createSequelize({ dialect: 'sqlite', storage }, quiet);
  try {
    return await work((sql, replacements) => sequelize.query(sql, { type: QueryTypes.SELECT, replacements }));
  } finally {
    await sequelize.close();
  }
}

/**
 * A consistent copy of the database while the server keeps writing: VACUUM INTO reads one snapshot (in WAL
 * mode writers go on meanwhile) and writes it as a new, compact database. Unlike a copy of the file, it cannot
 * catch a page half-written or miss what is still in the -wal file, and it carries no free pages, so nothing
 * erased before the backup is in it.
 */
export async function backupSqlite(storage: string, destination: string): Promise<void> {
  if (!(await exists(storage))) throw new BackupError(`No SQLite database at ${storage}.`);
  await withSqlite(storage, (query) => query('VACUUM INTO :destination', { destination }));
}

/** True when the file is missing, empty, or holds no table. */
async function isEmptySqlite(storage: string): Promise<boolean> {
  if (!(await exists(storage)) || (await stat(storage)).size === 0) return true;
  const tables = await withSqlite(storage, (query) => query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'"));
  return tables.length === 0;
}

/**
 * Puts a backup in place of the database file. The copy is checked (its pages and the schema's migration
 * table) before it takes the file's name; the -wal and -shm files of whatever was there before are removed,
 * since SQLite would otherwise read them as part of the restored file.
 */
export async function restoreSqlite(backup: string, storage: string, force: boolean): Promise<void> {
  if (!force && !(await isEmptySqlite(storage))) {
    throw new BackupError(`The database ${storage} is not empty: stop the server and add --force to replace it.`);
  }
  await mkdir(path.dirname(storage), { recursive: true });
  const restoring = `${storage}.restoring`;
  try {
    await copyFile(backup, restoring);
    await withSqlite(restoring, async (query) => {
      const [check] = await query<{ quick_check: string }>('PRAGMA quick_check');
      if (check?.quick_check !== 'ok') throw new BackupError(`${backup} is damaged: ${check?.quick_check ?? 'no answer'}.`);
      const meta = await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'SequelizeMeta'");
      if (meta.length === 0) throw new BackupError(`${backup} is not a backup of this application's database.`);
    });
    for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${storage}${suffix}`, { force: true });
    await rename(restoring, storage);
  } finally {
    await rm(restoring, { force: true });
    for (const suffix of ['-wal', '-shm']) await rm(`${restoring}${suffix}`, { force: true });
  }
}
