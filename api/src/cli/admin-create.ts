import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAgency } from '../agency/agency.service.js';
import { createAuditLog } from '../audit/audit.service.js';
import { createAdministrators } from '../auth/administrators.js';
import { createPasswordPolicy } from '../auth/password-policy.js';
import { provisionOwner, WeakOwnerPassword } from '../auth/provision-owner.js';
import { loadConfig } from '../infra/config/env.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { UsageError } from './usage-error.js';

const RULES = "A password has at least 12 characters (spaces allowed), is not a common one, and is not built on the e-mail or the agency's name.";

const CreateArgs = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z.string({ error: '--password is required' }).min(1, { error: '--password is required' }),
  name: z.string().optional(),
});

/**
 * Creates the administrator (a titolare), or sets a new password for an existing one (and makes it a titolare,
 * enabled, again: the owner's way back in), on the database of DATABASE_URL (migrating it first if needed).
 * The password must meet the password rules, unless the account has it already.
 */
export async function createAdministrator(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = CreateArgs.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));

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
  } catch (error) {
    if (error instanceof WeakOwnerPassword) throw new UsageError(`--password refused by the password rules: ${error.reason}\n${RULES}`);
    throw error;
  } finally {
    await db.close();
  }
}
