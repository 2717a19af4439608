import { parseArgs } from 'node:util';
import { loadConfig } from '../infra/config/env.js';
import { restoreBackup, takeBackup } from '../infra/backup/backups.js';
import { UsageError } from './usage-error.js';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A consistent copy of the database of DATABASE_URL into BACKUP_DIR, keeping the BACKUP_KEEP newest copies. */
export async function backup(argv: string[]): Promise<void> {
  parseArgs({ args: argv, options: {} });
  const config = loadConfig();
  const result = await takeBackup(config.database, config.backup);
  process.stdout.write(`Backup written: ${result.file} (${megabytes(result.bytes)}).\n`);
  for (const file of result.pruned) process.stdout.write(`Removed ${file} (only the ${config.backup.keep} newest copies are kept).\n`);
}

/** A backup put into the database of DATABASE_URL, which must be empty unless --force. */
export async function restore(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new UsageError('restore takes one backup file');
  const config = loadConfig();
  await restoreBackup(config.database, positionals[0]!, { force: values.force });
  process.stdout.write(`Restored ${positionals[0]}. Start the server on it: it applies the migrations of its release.\n`);
}
