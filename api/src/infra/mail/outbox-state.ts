/**
 * What the e-mail outbox holds, read from the email_outbox table every instance shares, for /api/health. The
 * read is one statement on indexes: the messages not sent through (status, next_attempt_at), the latest
 * attempt through last_attempt_at. Sent messages stay in the table, so it may not scan it.
 */
import type { Database } from '../db/index.js';
import { toIso } from '../db/dates.js';

/**
 * A message still pending this long after it was due is stuck. Workers claim due messages at once after
 * queueing and every 30 s, and a failed attempt moves the message's due time past its back-off; what stays
 * overdue is mail no worker sends, or mail held back behind a mail server that is down.
 */
const OVERDUE_AFTER_MS = 10 * 60_000;

/** Whether mail leaves: what is overdue, and the latest delivery attempt of any instance (null before the first). */
export interface MailFlowState {
  overdue: number;
  lastAttempt: { at: Date; outcome: 'sent' | 'server_failed' | 'message_refused' } | null;
}

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

/** What is overdue and how the latest delivery attempt went, in one statement. */
export async function readMailFlow(db: Pick<Database, 'statements'>, now = new Date()): Promise<MailFlowState> {
  const [row] = await db.statements.all<MailFlowRow>(SELECT_MAIL_FLOW, [new Date(now.getTime() - OVERDUE_AFTER_MS)]);
  const at = dateOf(row?.last_attempt_at ?? null);
  const outcome = row?.status === 'sent' ? 'sent' : row?.failure_kind === 'message' ? 'message_refused' : 'server_failed';
  return { overdue: Number(row?.overdue ?? 0), lastAttempt: at && { at, outcome } };
}
