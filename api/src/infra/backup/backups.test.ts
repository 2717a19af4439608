import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDatabases, type TemporaryDatabase } from '../../test/database.js';
import { createSequelize } from '../db/connection.js';
import { openDatabase } from '../db/index.js';
import { migrations } from '../db/migrations/index.js';
import { createMigrator } from '../db/migrator.js';
import { createLogger } from '../logger.js';
import { BackupError, restoreBackup, takeBackup } from './backups.js';

const logger = createLogger('silent');
let folder: string;
const databases = temporaryDatabases();
const freshDatabase = databases.fresh;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-backups-'));
});
afterAll(async () => {
  await databases.dropAll();
  await rm(folder, { recursive: true, force: true });
});

/** A database with the schema of every migration up to and including `last` (all of them when absent). */
async function migratedDatabase(last?: string): Promise<TemporaryDatabase> {
  const temporary = await freshDatabase();
  const sequelize = createSequelize(temporary.target, logger);
  try {
    await createMigrator(sequelize, logger).up(last ? { to: last } : {});
  } finally {
    await sequelize.close();
  }
  return temporary;
}

describe('backups', () => {
  it('keep the newest BACKUP_KEEP copies and leave the folder’s other files alone', async () => {
    const dir = path.join(folder, 'kept');
    const database = await migratedDatabase();
    const taken = [];
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      taken.push(await takeBackup(database.target, { dir, keep: 2 }, new Date(`${day}T03:00:00Z`)));
    }
    await writeFile(path.join(dir, 'leggimi.txt'), 'copie del database');
    const fourth = await takeBackup(database.target, { dir, keep: 2 }, new Date('2026-12-04T03:00:00Z'));

    const extension = database.target.dialect === 'sqlite' ? 'sqlite' : 'dump';
    expect((await readdir(dir)).sort()).toEqual([
      'leggimi.txt',
      `valuta-2026-12-03T03-00-00-000Z.${extension}`,
      `valuta-2026-12-04T03-00-00-000Z.${extension}`,
    ]);
    expect(taken[2]!.pruned).toEqual([path.join(dir, `valuta-2026-12-01T03-00-00-000Z.${extension}`)]);
    expect(fourth.pruned).toEqual([path.join(dir, `valuta-2026-12-02T03-00-00-000Z.${extension}`)]);
    expect(fourth.bytes).toBeGreaterThan(0);
  });

  it('of an older release restore into a database the server then migrates to its own', async () => {
    const older = migrations.at(-3)!.name;
    const source = await migratedDatabase(older);
    const { file } = await takeBackup(source.target, { dir: path.join(folder, 'older'), keep: 1 });

    const target = await freshDatabase();
    await restoreBackup(target.target, file, { force: false });
    const sequelize = createSequelize(target.target, logger);
    try {
      expect((await createMigrator(sequelize, logger).executed()).at(-1)?.name).toBe(older);
    } finally {
      await sequelize.close();
    }

    const db = await openDatabase(target.target, logger);
    try {
      expect(await createMigrator(db.sequelize, logger).pending()).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuse a file that is not a backup, or a backup of the other kind of database', async () => {
    const target = await freshDatabase();
    const notes = path.join(folder, 'appunti.txt');
    await writeFile(notes, 'non è un backup');
    await expect(restoreBackup(target.target, notes, { force: false })).rejects.toThrow(
      new BackupError(`${notes} is neither a SQLite backup nor a pg_dump archive.`),
    );

    const other = path.join(folder, target.target.dialect === 'sqlite' ? 'altro.dump' : 'altro.sqlite');
    await writeFile(other, target.target.dialect === 'sqlite' ? 'PGDMP…' : 'SQLite format 3\0…');
    await expect(restoreBackup(target.target, other, { force: false })).rejects.toThrow(/is a (PostgreSQL|SQLite) backup, and DATABASE_URL is a/);
    await expect(restoreBackup(target.target, path.join(folder, 'nessuno.dump'), { force: false })).rejects.toThrow(/^No file at /);
  });
});
