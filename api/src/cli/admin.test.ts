import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createAdministrators } from '../auth/administrators.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/database.js';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'admin.ts');
const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

let temporary: TemporaryDatabase;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

function admin(...args: string[]) {
  return run(TSX, [CLI, ...args], { env: { ...process.env, DATABASE_URL: temporary.url, NODE_ENV: 'test' } });
}

describe('npm run admin', () => {
  it('creates an administrator who can then sign in, and sets a new password on a second run', async () => {
    const created = await admin('create', '--email', 'Nuovo@Agenzia.it', '--password', 'prima-password-1');
    expect(created.stdout).toMatch(/Administrator nuovo@agenzia\.it created/);

    const updated = await admin('create', '--email', 'nuovo@agenzia.it', '--password', 'seconda-password-2');
    expect(updated.stdout).toMatch(/updated \(new password set\)/);

    const db = await openDatabase(temporary.target, createLogger('silent'));
    try {
      expect(await createAdministrators(db).authenticate('nuovo@agenzia.it', 'prima-password-1')).toBeNull();
      expect(await createAdministrators(db).authenticate('nuovo@agenzia.it', 'seconda-password-2')).not.toBeNull();
    } finally {
      await db.close();
    }
  });

  it('explains its usage and refuses a short password', async () => {
    // vitest types its asymmetric matchers `any`; held as unknown they stand for the text they match.
    const shortPassword: unknown = expect.stringContaining('--password must be at least 10 characters long');
    await expect(admin('create', '--email', 'x@agenzia.it', '--password', 'corta')).rejects.toMatchObject({ code: 64, stderr: shortPassword });
    const usage: unknown = expect.stringContaining('Usage: npm run admin');
    await expect(admin('elimina')).rejects.toMatchObject({ code: 64, stderr: usage });
  });
});
