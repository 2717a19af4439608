import type { Brand } from '@valuta/shared';
import type { OutboxAttachment } from '../db/models/OutboxEmail.js';
import type { Logger } from '../logger.js';
import { renderEmail, type EmailContent } from './layout.js';
import type { Outbox } from './outbox.js';

export interface EmailMessage {
  /** What the message is ('valuation_result', 'lead_notification', …), for the log and the outbox. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  content: EmailContent;
  attachments?: OutboxAttachment[];
}

/**
 * Renders a message in the agency's layout and queues it in the outbox. Called after the record it speaks of
 * is stored; a failure to queue is logged and never undoes or fails the caller's work.
 */
export function createMailer(deps: { outbox: Outbox; brand: Brand; logger: Logger }) {
  return async function send(message: EmailMessage): Promise<boolean> {
    try {
      const { text, html } = renderEmail(message.content, deps.brand);
      await deps.outbox.enqueue({
        kind: message.kind,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text,
        html,
        attachments: message.attachments,
      });
      return true;
    } catch (error) {
      deps.logger.error({ err: error, kind: message.kind }, 'e-mail not queued');
      return false;
    }
  };
}

export type SendEmail = ReturnType<typeof createMailer>;
