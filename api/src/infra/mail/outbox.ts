import { Op, QueryTypes } from 'sequelize';
import { z } from 'zod';
import type { Database } from '../db/index.js';
import { readJsonColumn } from '../db/json-column.js';
import type { Models } from '../../models/index.js';
import type { OutboxAttachment, OutboxEmail, OutboxFailureKind } from '../../models/OutboxEmail.js';
import type { Logger } from '../logger.js';
import type { MailTransport } from './transport.js';

export interface OutgoingEmail {
  /** What the message is, for the log and the back office: 'valuation_result', 'lead_notification', … */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with the message (a calendar invitation), stored with it so a retry sends them too. */
  attachments?: OutboxAttachment[];
  /** Extra headers (List-Unsubscribe of a marketing e-mail), stored with the message. */
  headers?: Record<string, string>;
  about?: EmailAbout;
}

/**
 * The record a message is about, named as the personal-data registry names its table ('contact',
 * 'appointment', 'seller_contact', …): a person's export and erasure take the messages about their records.
 */
export interface EmailAbout {
  type: string;
  id: number | string;
}

/** Waits between attempts: 1 min, 5 min, 15 min, 1 h, 3 h, 6 h; then the message is marked failed. */
const RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000];
/** How long a claim holds; a batch is sent well within it even at the mail server's timeouts. */
const LOCK_MS = 120_000;
/** Messages claimed at once; a run claims batch after batch while mail is due. */
const CLAIM_SIZE = 50;

/** nodemailer's codes for a refusal of this message (recipients, content); anything else is the server's. */
const MESSAGE_ERROR_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

const AttachmentsSchema = z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).nullable() satisfies z.ZodType<
  OutboxAttachment[] | null
>;

/** A stored message that cannot be sent as it is: its own fault, so it never stops the other messages. */
class UnsendableMessage extends Error {}

/** The files stored with a message, read through their schema. */
function attachmentsOf(email: OutboxEmail): OutboxAttachment[] {
  try {
    return readJsonColumn(AttachmentsSchema, email.attachments, 'email_outbox.attachments') ?? [];
  } catch (error) {
    throw new UnsendableMessage(error instanceof Error ? error.message : String(error));
  }
}

const HeadersSchema = z.record(z.string(), z.string()).nullable();

/** The extra headers stored with a message. */
function headersOf(email: OutboxEmail): Record<string, string> | undefined {
  try {
    return readJsonColumn(HeadersSchema, email.headers, 'email_outbox.headers') ?? undefined;
  } catch (error) {
    throw new UnsendableMessage(error instanceof Error ? error.message : String(error));
  }
}

function failureKindOf(error: unknown): OutboxFailureKind {
  if (error instanceof UnsendableMessage) return 'message';
  const code = error instanceof Error && 'code' in error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && MESSAGE_ERROR_CODES.has(code) ? 'message' : 'server';
}

type OutboxDatabase = Pick<Database, 'sequelize' | 'dialect'> & { models: Pick<Models, 'OutboxEmail'> };

/**
 * The e-mail outbox (the email_outbox table). Callers enqueue inside or after their own writes and never
 * wait for delivery, so a mail server that is down delays mail and never fails a request or loses a lead.
 *
 * A run claims due messages in batches and keeps going while any are due, sending up to the transport's
 * concurrency at once, so a backlog drains at the mail server's pace. Several instances may run the worker:
 * a batch is claimed by one UPDATE that sets a short lock (skipping rows another instance holds on
 * PostgreSQL; SQLite runs one write at a time). When the server is unreachable the run stops at once, and
 * the messages wait with their back-off; as soon as the server answers again (a delivery succeeds, or the
 * check at the start of a run connects), every message that waited because of the server is due again.
 */
export function createOutbox(deps: { db: OutboxDatabase; transport: MailTransport; from: string; logger: Logger }) {
  const { db, transport, logger } = deps;
  const { models } = db;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  /** Set when a delivery of this process failed because of the server, cleared by the next success. */
  let serverFailedLast = false;

  async function enqueue(email: OutgoingEmail): Promise<number> {
    const record = await models.OutboxEmail.create({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments?.length ? email.attachments : null,
      headers: email.headers ?? null,
      aboutType: email.about?.type ?? null,
      aboutId: email.about ? String(email.about.id) : null,
      nextAttemptAt: new Date(),
    });
    // Deliver soon without making the caller wait; the worker retries whatever this misses.
    setImmediate(() => void processDue().catch((error) => logger.error({ err: error }, 'outbox run failed')));
    return record.id;
  }

  /** Claims up to CLAIM_SIZE due messages for this process, oldest first, and returns their ids. */
  async function claimDue(now: Date): Promise<number[]> {
    const skipLocked = db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    // The due rows are chosen once, in a materialized CTE. As a plain `IN (subquery)`, PostgreSQL may run the
    // subquery again for every row of a nested-loop join; each run then skips the rows this very statement
    // has just claimed and takes the next ones, so one claim took the whole outbox, LIMIT notwithstanding,
    // and the other instances found nothing (a claim larger than can be sent within LOCK_MS would even
    // expire mid-batch and be sent twice).
    const rows = await db.sequelize.query<{ id: number }>(
      `WITH due AS MATERIALIZED (
         SELECT id FROM email_outbox
          WHERE status = 'pending' AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until < :now)
          ORDER BY next_attempt_at, id
          LIMIT ${CLAIM_SIZE} ${skipLocked})
       UPDATE email_outbox SET locked_until = :lockedUntil
        WHERE id IN (SELECT id FROM due)
          AND status = 'pending' AND (locked_until IS NULL OR locked_until < :now)
        RETURNING id`,
      { replacements: { now, lockedUntil: new Date(now.getTime() + LOCK_MS) }, type: QueryTypes.SELECT },
    );
    return rows.map((row) => Number(row.id));
  }

  /** Makes every message that waits because of the mail server due now. */
  async function bringForward(): Promise<number> {
    const [count] = await models.OutboxEmail.update(
      { nextAttemptAt: new Date() },
      { where: { status: 'pending', failureKind: 'server', nextAttemptAt: { [Op.gt]: new Date() } } },
    );
    if (count > 0) logger.info({ count }, 'mail server reachable again: waiting e-mails are due');
    return count;
  }

  /** At the start of a run: when mail waits because of the server, asks the server whether it is back. */
  async function checkServerIsBack(): Promise<void> {
    const waiting = await models.OutboxEmail.findOne({
      attributes: ['id'],
      where: { status: 'pending', failureKind: 'server', nextAttemptAt: { [Op.gt]: new Date() } },
    });
    if (waiting && (await transport.verify())) await bringForward();
  }

  async function deliver(email: OutboxEmail): Promise<'sent' | OutboxFailureKind> {
    const lastAttemptAt = new Date();
    try {
      await transport.send(
        {
          from: deps.from,
          to: email.toAddress,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          attachments: attachmentsOf(email),
          headers: headersOf(email),
        },
        `${email.kind}-${email.id}`,
      );
    } catch (error) {
      const attempts = email.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const failureKind = failureKindOf(error);
      if (failureKind === 'server') serverFailedLast = true;
      await email.update({
        attempts,
        status: delay === undefined ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + (delay ?? 0)),
        lockedUntil: null,
        lastError: error instanceof Error ? error.message.slice(0, 2_000) : String(error),
        failureKind,
        lastAttemptAt,
      });
      logger.warn({ emailId: email.id, kind: email.kind, attempts, err: error }, 'email delivery failed');
      return failureKind;
    }
    await email.update({
      status: 'sent',
      sentAt: new Date(),
      attempts: email.attempts + 1,
      lockedUntil: null,
      lastError: null,
      failureKind: null,
      lastAttemptAt,
    });
    logger.info({ emailId: email.id, kind: email.kind }, 'email sent');
    if (serverFailedLast) {
      serverFailedLast = false;
      await bringForward();
    }
    return 'sent';
  }

  /**
   * Sends the claimed messages, up to the transport's concurrency at once. After a failure of the server no
   * further message is tried: its claim is released and it stays due for the next run.
   */
  async function deliverBatch(ids: number[]): Promise<{ sent: number; serverDown: boolean }> {
    const emails = await models.OutboxEmail.findAll({
      where: { id: ids },
      order: [
        ['nextAttemptAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    let next = 0;
    let sent = 0;
    let serverDown = false;
    const worker = async () => {
      while (!serverDown && next < emails.length) {
        const outcome = await deliver(emails[next++]!);
        if (outcome === 'sent') sent += 1;
        else if (outcome === 'server') serverDown = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(transport.concurrency, emails.length) }, worker));
    const untried = emails.slice(next).map((email) => email.id);
    if (untried.length > 0) await models.OutboxEmail.update({ lockedUntil: null }, { where: { id: untried, status: 'pending' } });
    return { sent, serverDown };
  }

  let again = false;

  /**
   * Sends every message that is due, batch after batch; returns how many were sent. Runs never overlap within
   * one process; a call during a run asks for one more pass after it, so a message queued meanwhile is not
   * left for the timer.
   */
  function processDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      await checkServerIsBack();
      for (;;) {
        again = false;
        const ids = await claimDue(new Date());
        if (ids.length === 0) {
          if (again) continue;
          break;
        }
        const batch = await deliverBatch(ids);
        sent += batch.sent;
        if (batch.serverDown) break;
      }
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    enqueue,
    processDue,
    start(intervalMs = 30_000) {
      if (timer) return;
      timer = setInterval(() => void processDue().catch((error) => logger.error({ err: error }, 'outbox run failed')), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
