/**
 * Backups of the database of DATABASE_URL, and their restore. SQLite: a consistent copy of the file taken
 * while the server writes. PostgreSQL: an archive of pg_dump. Either way the copy goes to a folder that keeps
 * the newest ones, and a restore puts it into an empty database, where the server then starts and migrates it
 * to its own release like any older database.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '../config/env.js';
import { BackupError } from './backup-error.js';
import { backupFileName, kindOfFile, pruneBackups, writeAtomically } from './backup-files.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';
import { backupSqlite, restoreSqlite } from './sqlite-backup.js';

export { BackupError };

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older copies deleted to keep the newest ones. */
  pruned: string[];
}

export async function takeBackup(target: DatabaseTarget, folder: { dir: string; keep: number }, takenAt = new Date()): Promise<BackupResult> {
  if (target.dialect === 'sqlite' && target.storage === ':memory:') throw new BackupError('An in-memory database cannot be backed up.');
  await mkdir(folder.dir, { recursive: true });
  const file = path.join(folder.dir, backupFileName(target.dialect, takenAt));
  await writeAtomically(file, (partial) =>
    target.dialect === 'sqlite' ? backupSqlite(target.storage, partial) : backupPostgres(target.url, partial),
  );
  // Only after a copy succeeded: a failing backup never costs an older one.
  const pruned = await pruneBackups(folder.dir, folder.keep);
  return { file, bytes: (await stat(file)).size, pruned };
}

export async function restoreBackup(target: DatabaseTarget, file: string, options: { force: boolean }): Promise<void> {
  const kind = await kindOfFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(error.code === 'ENOENT' ? `No file at ${file}.` : `${file} cannot be read: ${error.message}`);
  });
  if (kind === null) throw new BackupError(`${file} is neither a SQLite backup nor a pg_dump archive.`);
  if (kind !== target.dialect) {
    throw new BackupError(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, and DATABASE_URL is a ${target.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database.`,
    );
  }
  if (target.dialect === 'sqlite') {
    if (target.storage === ':memory:') throw new BackupError('A backup cannot be restored into an in-memory database.');
    await restoreSqlite(file, target.storage, options.force);
  } else {
    await restorePostgres(file, target.url, options.force);
  }
}
