/**
 * The gauges read when Prometheus scrapes, not on any request: the database's connections (in memory) and
 * the outbox (one indexed statement per scrape, shared by its gauges).
 */
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/index.js';
import { shareWhileRunning } from '../in-flight.js';
import type { Logger } from '../logger.js';
import { OVERDUE_AFTER_MS, readOutboxBacklog, type OutboxBacklog } from '../mail/outbox-state.js';

/**
 * PostgreSQL: Sequelize's pool. SQLite has no pool (one file, one writer at a time): its gauge counts this
 * process's write transactions running or waiting for their turn.
 */
export function databaseGauges(registry: Registry, db: Pick<Database, 'dialect' | 'usage'>): void {
  const registers = [registry];
  if (db.dialect === 'sqlite') {
    new Gauge({
      name: 'valuta_db_sqlite_writes_queued',
      help: 'SQLite write transactions of this instance running or waiting for their turn (SQLite has no pool).',
      registers,
      collect() {
        const usage = db.usage();
        if (usage.dialect === 'sqlite') this.set(usage.writesQueued);
      },
    });
    return;
  }
  const pool = () => {
    const usage = db.usage();
    return usage.dialect === 'postgres' ? usage : null;
  };
  new Gauge({
    name: 'valuta_db_pool_connections',
    help: "Connections of the database pool, by state: 'in_use' (lent to a query) or 'idle'.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = pool();
      if (!usage) return;
      this.set({ state: 'in_use' }, usage.inUse);
      this.set({ state: 'idle' }, usage.idle);
    },
  });
  new Gauge({
    name: 'valuta_db_pool_waiting',
    help: 'Queries waiting for a connection of the pool.',
    registers,
    collect() {
      this.set(pool()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'valuta_db_pool_max_connections',
    help: 'The most connections the pool opens.',
    registers,
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
}

/**
 * The outbox as the shared table holds it. A read that fails (the database does not answer) reports NaN
 * rather than a figure from an earlier scrape, and is logged; the other metrics are still served.
 */
export function outboxGauges(registry: Registry, db: Pick<Database, 'statements'>, logger: Logger): void {
  const registers = [registry];
  const read = shareWhileRunning(() =>
    readOutboxBacklog(db).catch((error: unknown): null => {
      logger.warn({ err: error }, 'metrics: outbox not read');
      return null;
    }),
  );
  const gauge = (name: string, help: string, value: (backlog: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const backlog = await read();
        this.set(backlog ? value(backlog) : Number.NaN);
      },
    });

  gauge('valuta_outbox_pending_messages', 'E-mails waiting to be sent (due, or waiting for a retry).', (backlog) => backlog.pending);
  gauge('valuta_outbox_oldest_pending_age_seconds', 'Age of the oldest e-mail waiting to be sent; 0 when none waits.', (backlog) =>
    backlog.oldestPendingAt ? Math.max(0, (Date.now() - backlog.oldestPendingAt.getTime()) / 1000) : 0,
  );
  gauge(
    'valuta_outbox_overdue_messages',
    `E-mails due for more than ${OVERDUE_AFTER_MS / 60_000} minutes and still not sent.`,
    (backlog) => backlog.overdue,
  );
  gauge('valuta_outbox_failed_messages', 'E-mails given up after every retry.', (backlog) => backlog.failed);
}
