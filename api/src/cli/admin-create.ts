import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAdministrators } from '../auth/administrators.js';
import { loadConfig } from '../infra/config/env.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { UsageError } from './usage-error.js';

const CreateArgs = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z.string({ error: '--password is required' }).min(10, { error: '--password must be at least 10 characters long' }),
  name: z.string().optional(),
});

/**
 * Creates the administrator (a titolare), or sets a new password for an existing one (and makes it a titolare,
 * enabled, again: the owner's way back in), on the database of DATABASE_URL (migrating it first if needed).
 */
export async function createAdministrator(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = CreateArgs.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));

  const config = loadConfig();
  const db = await openDatabase(config.database, createLogger('warn'));
  try {
    const outcome = await createAdministrators(db).provision(parsed.data);
    const verb = { created: 'created', updated: 'updated (new password set)', unchanged: 'already up to date' }[outcome];
    process.stdout.write(`Administrator ${parsed.data.email.toLowerCase()} ${verb} on ${db.dialect}.\n`);
  } finally {
    await db.close();
  }
}
