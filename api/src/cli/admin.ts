/**
 * npm run admin -- create --email <address> --password <password> [--name <name>]
 *
 * Creates the administrator (a titolare), or sets a new password for an existing one (and makes it a titolare,
 * enabled, again: the owner's way back in), on the database of DATABASE_URL
 * (migrating it first if needed). The password must meet the password rules, unless the account has it already.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../infra/config/env.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { createAgency } from '../agency/agency.service.js';
import { createAuditLog } from '../audit/audit.service.js';
import { createAdministrators } from '../auth/administrators.js';
import { createPasswordPolicy } from '../auth/password-policy.js';
import { provisionOwner, WeakOwnerPassword } from '../auth/provision-owner.js';

const USAGE = 'Usage: npm run admin -- create --email <address> --password <password> [--name <name>]';
const RULES = "A password has at least 12 characters (spaces allowed), is not a common one, and is not built on the e-mail or the agency's name.";

const CreateArgs = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z.string({ error: '--password is required' }).min(1, { error: '--password is required' }),
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
  const logger = createLogger('warn');
  const db = await openDatabase(config.database, logger);
  try {
    // The agency's name as the back office has it, for the password rules.
    const agency = createAgency({ config, db, audit: createAuditLog(db), logger });
    const { outcome, weakPassword } = await provisionOwner(parsed.data, {
      administrators: createAdministrators(db),
      passwordPolicy: createPasswordPolicy(agency),
    });
    const verb = { created: 'created', updated: 'updated (new password set)', unchanged: 'already up to date' }[outcome];
    process.stdout.write(`Administrator ${parsed.data.email.toLowerCase()} ${verb} on ${db.dialect}.\n`);
    if (weakPassword) process.stderr.write(`Warning: this password does not meet the password rules ("${weakPassword}"): choose a new one.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof WeakOwnerPassword)) throw error;
    process.stderr.write(`--password refused by the password rules: ${error.reason}\n${RULES}\n`);
    return 64;
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
