import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/database.js';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'omi-import.ts');
const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const FIXTURES = path.resolve(import.meta.dirname, '../valuation/omi/fixtures');

let temporary: TemporaryDatabase;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

const omiImport = (...args: string[]) => run(TSX, [CLI, ...args], { env: { ...process.env, DATABASE_URL: temporary.url, NODE_ENV: 'test' } });

describe('npm run omi:import', () => {
  it('imports a semester and says what it imported, citing the source', async () => {
    const { stdout } = await omiImport(
      '--values',
      path.join(FIXTURES, 'QI_TEST_20261_VALORI.csv'),
      '--zones',
      path.join(FIXTURES, 'QI_TEST_20261_ZONE.csv'),
    );
    expect(stdout).toBe('Imported OMI 2026-1 (source: Agenzia Entrate – OMI): 4 zones of 2 comuni, 3 with residential prices, 0 with polygons.\n');
    const db = await openDatabase(temporary.target, createLogger('silent'));
    try {
      expect(await db.models.PriceZone.count({ where: { source: 'omi' } })).toBe(4);
    } finally {
      await db.close();
    }
  });

  it('explains its usage, and a missing file, without a stack trace', async () => {
    // vitest types its asymmetric matchers `any`; held as unknown they stand for the text they match.
    const usage: unknown = expect.stringContaining('Usage: npm run omi:import');
    await expect(omiImport('--values', 'x.csv')).rejects.toMatchObject({ code: 64, stderr: usage });
    const missingFile: unknown = expect.stringMatching(/^ENOENT: no such file or directory/);
    await expect(omiImport('--values', 'nessuno.csv', '--zones', 'nessuno.csv')).rejects.toMatchObject({ code: 65, stderr: missingFile });
  });
});
