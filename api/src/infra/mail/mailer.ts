import type { Brand } from '@valuta/shared';
import type { OutboxAttachment } from '../../models/OutboxEmail.js';
import type { Logger } from '../logger.js';
import { renderEmail, type EmailContent } from './layout.js';
import type { EmailAbout, Outbox } from './outbox.js';

export interface EmailMessage {
  /** What the message is ('valuation_result', 'lead_notification', …), for the log and the outbox. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  content: EmailContent;
  attachments?: OutboxAttachment[];
  headers?: Record<string, string>;
  /** The record the message speaks of, so that it goes with that person's data (export, erasure). */
  about?: EmailAbout;
}

/** The agency's details and signature as they are now (the back office may have changed them). */
export type MailIdentity = () => Promise<{ brand: Brand; emailSignature: string }>;

/**
 * Renders a message in the agency's current layout and queues it in the outbox. Called after the record it
 * speaks of is stored; a failure to queue is logged and never undoes or fails the caller's work. A message
 * with nobody to send it to (no agency e-mail configured yet) is left out and answers false.
 */
export function createMailer(deps: { outbox: Outbox; identity: MailIdentity; logger: Logger }) {
  return async function send(message: EmailMessage): Promise<boolean> {
    if (!message.to) {
      deps.logger.warn({ kind: message.kind }, "e-mail not queued: no recipient (set the agency's e-mail in Impostazioni agenzia or AGENCY_EMAIL)");
      return false;
    }
    try {
      const { brand, emailSignature } = await deps.identity();
      const { text, html } = renderEmail(message.content, brand, emailSignature);
      await deps.outbox.enqueue({
        kind: message.kind,
        to: message.to,
        replyTo: message.replyTo || null,
        subject: message.subject,
        text,
        html,
        attachments: message.attachments,
        headers: message.headers,
        about: message.about,
      });
      return true;
    } catch (error) {
      deps.logger.error({ err: error, kind: message.kind }, 'e-mail not queued');
      return false;
    }
  };
}

export type SendEmail = ReturnType<typeof createMailer>;
