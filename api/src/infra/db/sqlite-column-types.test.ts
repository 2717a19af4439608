import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createSequelize } from './connection.js';

const onPostgres = process.env.TEST_DATABASE?.startsWith('postgres') ?? false;

type DriverAll = (this: unknown, sql: string, ...rest: unknown[]) => unknown;

interface Sqlite3 {
  Database: { prototype: { all: DriverAll } };
}

describe.skipIf(onPostgres)("SQLite: the dialect's question about a table's columns", () => {
  const sqlite3 = createRequire(import.meta.url)('sqlite3') as Sqlite3;
  const driverAll = Object.getOwnPropertyDescriptor(sqlite3.Database.prototype, 'all')!.value as DriverAll;
  const asked: string[] = [];
  let folder: string;
  let sequelize: Sequelize;

  beforeAll(() => {
    // Every statement that reaches the driver, the connections' own wrappers notwithstanding.
    sqlite3.Database.prototype.all = function all(this: unknown, sql: string, ...rest: unknown[]) {
      if (/table_info/i.test(sql)) asked.push(sql);
      return driverAll.call(this, sql, ...rest);
    };
    folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-column-types-'));
    sequelize = createSequelize({ dialect: 'sqlite', storage: path.join(folder, 'test.sqlite') }, createLogger('silent'));
  });
  afterAll(async () => {
    sqlite3.Database.prototype.all = driverAll;
    await sequelize.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reaches the file once per table, the values still read as their types, and again after the schema changes', async () => {
    await sequelize.query('CREATE TABLE visits (id INTEGER PRIMARY KEY, seen_at DATETIME, kept TINYINT(1))');
    const Visit = sequelize.define(
      'Visit',
      { seenAt: DataTypes.DATE, kept: DataTypes.BOOLEAN },
      { tableName: 'visits', underscored: true, timestamps: false },
    );
    await Visit.create({ seenAt: new Date('2026-12-06T10:00:00Z'), kept: true });
    asked.length = 0;

    for (let read = 0; read < 5; read += 1) {
      const [visit] = await Visit.findAll();
      expect(visit!.get('seenAt')).toEqual(new Date('2026-12-06T10:00:00Z'));
      expect(visit!.get('kept')).toBe(true);
    }
    expect(asked).toEqual(['PRAGMA table_info(`visits`)']);

    // A migration adds a column: the next read asks again and parses the new column too.
    await sequelize.query('ALTER TABLE visits ADD COLUMN left_at DATETIME');
    await sequelize.query("UPDATE visits SET left_at = '2026-12-06 11:00:00.000 +00:00'");
    const Stay = sequelize.define(
      'Stay',
      { seenAt: DataTypes.DATE, leftAt: DataTypes.DATE },
      { tableName: 'visits', underscored: true, timestamps: false },
    );
    const [stay] = await Stay.findAll();
    expect(stay!.get('leftAt')).toEqual(new Date('2026-12-06T11:00:00Z'));
    expect(asked).toHaveLength(2);
  });
});
