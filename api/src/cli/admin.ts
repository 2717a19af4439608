/**
 * npm run admin -- create --email <address> --password <password> [--name <name>]
 *
 * Creates the administrator (a titolare), or sets a new password for an existing one (and makes it a titolare,
 * enabled, again: the owner's way back in), on the database of DATABASE_URL
 * (migrating it first if needed).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../infra/config/env.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createAdministrators } from '../auth/administrators.js';

const USAGE = 'Usage: npm run admin -- create --email <address> --password <password> [--name <name>]';

const CreateArgs = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z.string({ error: '--password is required' }).min(10, { error: '--password must be at least 10 characters long' }),
  name: z.string().optional(),
});

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (positionals[0] !== 'create') {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const parsed = CreateArgs.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}\n`);
    return 64;
  }

  const config = loadConfig();
  const db = await openDatabase(config.database, createLogger('warn'));
  try {
    const outcome = await createAdministrators(db).provision(parsed.data);
    const verb = { created: 'created', updated: 'updated (new password set)', unchanged: 'already up to date' }[outcome];
    process.stdout.write(`Administrator ${parsed.data.email.toLowerCase()} ${verb} on ${db.dialect}.\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
