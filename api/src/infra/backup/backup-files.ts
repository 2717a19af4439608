import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type BackupKind = 'sqlite' | 'postgres';

/** A copy's name says when it was taken (UTC), so the folder's names sort from the oldest to the newest. */
const NAME = /^valuta-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(sqlite|dump)$/;

export function backupFileName(kind: BackupKind, takenAt: Date): string {
  const stamp = takenAt.toISOString().replace(/[:.]/g, '-');
  return `valuta-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'dump'}`;
}

/** The copies in `dir`, newest first; files of any other name are not ours and are left alone. */
async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the `keep` newest copies; answers the files deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const older = (await listBackups(dir)).slice(keep);
  for (const file of older) await rm(file, { force: true });
  return older;
}

/**
 * Writes a copy under a temporary name and gives it its final name only once it is complete and on disk, so a
 * copy that failed halfway is never counted among the kept ones nor restored.
 */
export async function writeAtomically(destination: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${destination}.partial`;
  try {
    await write(partial);
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, destination);
  } finally {
    await rm(partial, { force: true });
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const PG_DUMP_HEADER = Buffer.from('PGDMP', 'latin1');

/** What a file holds, from its first bytes: a SQLite database, a pg_dump archive, or neither (null). */
export async function kindOfFile(file: string): Promise<BackupKind | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SQLITE_HEADER.length), 0, SQLITE_HEADER.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.equals(SQLITE_HEADER)) return 'sqlite';
    if (head.subarray(0, PG_DUMP_HEADER.length).equals(PG_DUMP_HEADER)) return 'postgres';
    return null;
  } finally {
    await handle.close();
  }
}
