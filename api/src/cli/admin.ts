/**
 * npm run admin -- create --email <address> --password <password> [--name <name>]
 * npm run admin -- backup
 * npm run admin -- restore <file> [--force]
 *
 * The owner's commands on the database of DATABASE_URL: the administrator's account, backups and restores.
 */
import { ConfigError } from '../infra/config/env.js';
import { BackupError } from '../infra/backup/backups.js';
import { backup, restore } from './admin-backup.js';
import { createAdministrator } from './admin-create.js';
import { UsageError } from './usage-error.js';

const USAGE = [
  'Usage: npm run admin -- create --email <address> --password <password> [--name <name>]',
  '       npm run admin -- backup                    (DATABASE_URL into BACKUP_DIR, keeping BACKUP_KEEP copies)',
  '       npm run admin -- restore <file> [--force]  (into DATABASE_URL, which must be empty unless --force)',
].join('\n');

const COMMANDS: Record<string, (argv: string[]) => Promise<void>> = { create: createAdministrator, backup, restore };

/** parseArgs' own errors (an unknown option, a missing value) are usage errors too. */
const isArgumentError = (error: unknown) => error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

async function main([name = '', ...argv]: string[]): Promise<number> {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  try {
    if (!command) throw new UsageError(name ? `Unknown command: ${name}` : 'Name a command');
    await command(argv);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isArgumentError(error)) {
      process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
      return 64;
    }
    if (error instanceof ConfigError || error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
