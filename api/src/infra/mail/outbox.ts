import { Op } from 'sequelize';
import type { Models } from '../db/models/index.js';
import type { OutboxAttachment } from '../db/models/OutboxEmail.js';
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
}

/** Waits between attempts: 1 min, 5 min, 15 min, 1 h, 3 h, 6 h; then the message is marked failed. */
const RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000];
const LOCK_MS = 60_000;
const BATCH_SIZE = 20;

/**
 * The e-mail outbox (the email_outbox table). Callers enqueue inside or after their own writes and never
 * wait for delivery, so a mail server that is down delays mail and never fails a request or loses a lead.
 * Several instances may run the worker: each message is claimed with a short lock before it is sent.
 */
export function createOutbox(deps: { models: Pick<Models, 'OutboxEmail'>; transport: MailTransport; from: string; logger: Logger }) {
  const { models, transport, logger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function enqueue(email: OutgoingEmail): Promise<number> {
    const record = await models.OutboxEmail.create({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments?.length ? email.attachments : null,
      nextAttemptAt: new Date(),
    });
    // Deliver soon without making the caller wait; the worker retries whatever this misses.
    setImmediate(() => void processDue().catch((error) => logger.error({ err: error }, 'outbox run failed')));
    return record.id;
  }

  async function claim(id: number, now: Date): Promise<boolean> {
    const [claimed] = await models.OutboxEmail.update(
      { lockedUntil: new Date(now.getTime() + LOCK_MS) },
      {
        where: {
          id,
          status: 'pending',
          [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lt]: now } }],
        },
      },
    );
    return claimed === 1;
  }

  async function deliver(id: number): Promise<boolean> {
    const email = await models.OutboxEmail.findByPk(id);
    if (!email) return false;
    try {
      await transport.send(
        {
          from: deps.from,
          to: email.toAddress,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          attachments: email.attachments ?? [],
        },
        `${email.kind}-${email.id}`,
      );
      await email.update({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1, lockedUntil: null, lastError: null });
      logger.info({ emailId: email.id, kind: email.kind }, 'email sent');
      return true;
    } catch (error) {
      const attempts = email.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await email.update({
        attempts,
        status: delay === undefined ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + (delay ?? 0)),
        lockedUntil: null,
        lastError: error instanceof Error ? error.message.slice(0, 2_000) : String(error),
      });
      logger.warn({ emailId: email.id, kind: email.kind, attempts, err: error }, 'email delivery failed');
      return false;
    }
  }

  let again = false;

  /**
   * Sends every message that is due; returns how many were sent. Runs never overlap within one process; a
   * call during a run asks for one more run after it, so a message queued meanwhile is not left for the timer.
   */
  function processDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        const now = new Date();
        const due = await models.OutboxEmail.findAll({
          attributes: ['id'],
          where: { status: 'pending', nextAttemptAt: { [Op.lte]: now } },
          order: [['nextAttemptAt', 'ASC']],
          limit: BATCH_SIZE,
        });
        for (const { id } of due) {
          if ((await claim(id, now)) && (await deliver(id))) sent += 1;
        }
      } while (again);
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
