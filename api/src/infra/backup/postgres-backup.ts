import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error.js';

const run = promisify(execFile);

/**
 * The database URL as PostgreSQL's own tools take it, with the password moved to PGPASSWORD so that it does
 * not appear in the list of processes.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

async function runClientTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install PostgreSQL's client tools, of the server's major version or newer.`);
    }
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/**
 * pg_dump reads one snapshot of the whole database in a single transaction while the server keeps writing, and
 * writes it in its own archive format (compressed; pg_restore reads it).
 */
export async function backupPostgres(url: string, destination: string): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  await runClientTool('pg_dump', ['--format=custom', `--file=${destination}`, `--dbname=${dbname}`], env);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive of pg_dump into the database of `url`, which must exist. An empty one is filled; one that
 * holds tables is refused unless `force`, which first drops its public schema with everything in it (tables,
 * functions, the extensions the migrations made), so that no table of a later release stays beside the
 * restored ones. The archive goes in one transaction: a restore that fails leaves the database empty.
 * Objects belong to the user of `url`, whoever owned them where the backup was taken.
 */
export async function restorePostgres(backup: string, url: string, force: boolean): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'");
    if ((rows[0]?.count ?? 0) === 0) return;
    if (!force) throw new BackupError(`The database is not empty: stop the server and add --force to replace it.`);
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  });
  const { dbname, env } = libpqConnection(url);
  const args = ['--no-owner', '--no-privileges', '--no-comments', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, backup];
  await runClientTool('pg_restore', args, env);
}
