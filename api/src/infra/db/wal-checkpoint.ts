import type { Logger } from '../logger.js';
import type { Statements } from './statements.js';

/** How long before trying again a checkpoint that readers kept from completing, and how many times. */
const RETRY_MS = 60_000;
const MAX_RETRIES = 10;

interface CheckpointResult {
  /** 1 when another connection kept the checkpoint from completing. */
  busy: number;
}

/**
 * SQLite in WAL mode writes every change to the -wal file first and copies it into the database file at a
 * checkpoint; the log is then overwritten from its start but keeps its size, so frames holding rows as they
 * were before an erasure (the person's e-mail, phone, messages) stay readable in it until overwritten. A
 * TRUNCATE checkpoint copies every frame into the database file (where secure_delete zeroed what the erasure
 * freed) and empties the log.
 *
 * It takes its turn after this process's writes, then waits up to the busy timeout for readers still on an
 * older snapshot. When they keep it from completing the erasure still stands (it committed): a warning, and
 * another try a minute later, until one completes.
 */
export function createWalTruncation(statements: Statements, logger: Logger, retryMs = RETRY_MS) {
  let retry: NodeJS.Timeout | null = null;

  const stop = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };

  async function attempt(retriesLeft: number): Promise<boolean> {
    stop();
    try {
      const [result] = await statements.writeOne<CheckpointResult>('PRAGMA wal_checkpoint(TRUNCATE)');
      if (result?.busy === 0) return true;
      logger.warn({ retriesLeft }, 'wal checkpoint kept from completing by readers: erased data may stay in the -wal file');
    } catch (error) {
      logger.warn({ err: error, retriesLeft }, 'wal checkpoint failed: erased data may stay in the -wal file');
    }
    if (retriesLeft > 0) {
      retry = setTimeout(() => void attempt(retriesLeft - 1), retryMs);
      retry.unref();
    }
    return false;
  }

  return {
    /** Answers whether the log was emptied; never throws. */
    truncate: () => attempt(MAX_RETRIES),
    stop,
  };
}
