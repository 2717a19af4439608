import { readFile } from 'node:fs/promises';
import type { TestContext } from './support.js';

/**
 * A SQLite test database's file and its write-ahead log as bytes anyone with the files could read,
 * lower-cased (latin1, so every byte stays one character); null on PostgreSQL, whose files are its server's.
 */
export async function readDatabaseFiles(context: TestContext): Promise<string | null> {
  const target = context.temporaryDatabase.target;
  if (target.dialect !== 'sqlite') return null;
  const files = await Promise.all([target.storage, `${target.storage}-wal`].map((file) => readFile(file).catch(() => Buffer.alloc(0))));
  return Buffer.concat(files).toString('latin1').toLowerCase();
}
