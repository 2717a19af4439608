/**
 * What the e-mail outbox holds, read from the email_outbox table every instance shares: the backlog for
 * /metrics, whether mail flows for /api/health. Each is one statement on indexes: the messages not sent
 * through (status, next_attempt_at), the latest attempt through last_attempt_at. Sent messages stay in the
 * table, so neither may scan it.
 */
import type { Database } from '../db/index.js';
import { toIso } from '../db/dates.js';

/**
 * A message still pending this long after it was due is stuck. Workers claim due messages at once after
 * queueing and every 30 s, and a failed attempt moves the message's due time past its back-off; what stays
 * overdue is mail no worker sends, or mail held back behind a mail server that is down.
 */
export const OVERDUE_AFTER_MS = 10 * 60_000;

export interface OutboxBacklog {
  /** Messages waiting to be sent: due now, or waiting for their next try. */
  pending: number;
  /** When the oldest of them was queued; null when none waits. */
  oldestPendingAt: Date | null;
  /** Pending messages due for more than OVERDUE_AFTER_MS and still not sent: nothing is draining the outbox. */
  overdue: number;
  /** Messages given up after every retry. */
  failed: number;
}

/** Whether mail leaves: what is overdue, and the latest delivery attempt of any instance (null before the first). */
export interface MailFlowState {
  overdue: number;
  lastAttempt: { at: Date; outcome: 'sent' | 'server_failed' | 'message_refused' } | null;
}

interface BacklogRow {
  status: string;
  messages: number | string;
  oldest: Date | string | null;
  overdue: number | string | null;
}

const SELECT_BACKLOG = `SELECT status, COUNT(*) AS messages, MIN(created_at) AS oldest,
  SUM(CASE WHEN next_attempt_at < $1 THEN 1 ELSE 0 END) AS overdue
  FROM email_outbox WHERE status IN ('pending', 'failed') GROUP BY status`;

// One statement, for /api/health's every call: the overdue count through (status, next_attempt_at), the
// latest attempt through last_attempt_at; the join gives one row even when no message was ever tried.
const SELECT_MAIL_FLOW = `SELECT overdue.messages AS overdue, latest.status, latest.failure_kind, latest.last_attempt_at
  FROM (SELECT COUNT(*) AS messages FROM email_outbox WHERE status = 'pending' AND next_attempt_at < $1) AS overdue
  LEFT JOIN (SELECT status, failure_kind, last_attempt_at FROM email_outbox
              WHERE last_attempt_at IS NOT NULL ORDER BY last_attempt_at DESC LIMIT 1) AS latest ON 1 = 1`;

interface MailFlowRow {
  overdue: number | string;
  status: string | null;
  failure_kind: string | null;
  last_attempt_at: Date | string | null;
}

function dateOf(value: Date | string | null): Date | null {
  const iso = toIso(value);
  return iso === null ? null : new Date(iso);
}

/** The messages not sent yet, and those given up. */
export async function readOutboxBacklog(db: Pick<Database, 'statements'>, now = new Date()): Promise<OutboxBacklog> {
  const rows = await db.statements.all<BacklogRow>(SELECT_BACKLOG, [new Date(now.getTime() - OVERDUE_AFTER_MS)]);
  const pending = rows.find((row) => row.status === 'pending');
  const failed = rows.find((row) => row.status === 'failed');
  return {
    pending: Number(pending?.messages ?? 0),
    oldestPendingAt: dateOf(pending?.oldest ?? null),
    overdue: Number(pending?.overdue ?? 0),
    failed: Number(failed?.messages ?? 0),
  };
}

/** What is overdue and how the latest delivery attempt went, in one statement. */
export async function readMailFlow(db: Pick<Database, 'statements'>, now = new Date()): Promise<MailFlowState> {
  const [row] = await db.statements.all<MailFlowRow>(SELECT_MAIL_FLOW, [new Date(now.getTime() - OVERDUE_AFTER_MS)]);
  const at = dateOf(row?.last_attempt_at ?? null);
  const outcome = row?.status === 'sent' ? 'sent' : row?.failure_kind === 'message' ? 'message_refused' : 'server_failed';
  return { overdue: Number(row?.overdue ?? 0), lastAttempt: at && { at, outcome } };
}
