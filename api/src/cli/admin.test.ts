import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createAdministrators } from '../auth/administrators.js';
import { hashPassword } from '../auth/passwords.js';
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

  it('explains its usage and refuses a password that does not meet the rules', async () => {
    // vitest types its asymmetric matchers `any`; held as unknown they stand for the text they match.
    const shortPassword: unknown = expect.stringContaining('--password refused by the password rules: La password deve avere almeno 12 caratteri.');
    await expect(admin('create', '--email', 'x@agenzia.it', '--password', '1234567890')).rejects.toMatchObject({ code: 64, stderr: shortPassword });
    const common: unknown = expect.stringContaining('Questa password è tra le più usate');
    await expect(admin('create', '--email', 'x@agenzia.it', '--password', 'qwerty123456')).rejects.toMatchObject({ code: 64, stderr: common });
    const usage: unknown = expect.stringContaining('Usage: npm run admin');
    await expect(admin('elimina')).rejects.toMatchObject({ code: 64, stderr: usage });
  });

  it('keeps, with a warning, a password the account had before the rules', async () => {
    const db = await openDatabase(temporary.target, createLogger('silent'));
    try {
      await db.models.TeamMember.create({
        email: 'vecchio@agenzia.it',
        name: null,
        passwordHash: await hashPassword('dieci1234!'),
        disabledAt: new Date(),
      });
    } finally {
      await db.close();
    }
    const kept = await admin('create', '--email', 'vecchio@agenzia.it', '--password', 'dieci1234!');
    expect(kept.stdout).toMatch(/Administrator vecchio@agenzia\.it updated/);
    expect(kept.stderr).toContain('Warning: this password does not meet the password rules');
  });
});
