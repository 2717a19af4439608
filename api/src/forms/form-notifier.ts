/**
 * What every public form sends once its record is stored: a notification to the agency (with every detail
 * the visitor gave, so nobody has to open the back office to call back; replies go to the visitor) and a
 * confirmation to the visitor saying what happens next. Both go through the outbox, so a mail server that
 * is down never fails the request.
 *
 * The confirmation goes to whatever address was typed, which nobody has verified: it says only what the
 * agency writes and what the server chose or computed, never a text the sender typed (name, message, city,
 * notes), or anyone could have the agency's server deliver their words to anyone. It greets without a name.
 * The phone number is the one typed value it repeats: the field takes digits, spaces and a few signs only,
 * so it carries no words, and the visitor sees which number will be called. An address gets one confirmation
 * per form an hour (confirmation-limit.ts).
 */
import type { Mailboxes } from '../agency/mailboxes.js';
import type { Config } from '../infra/config/env.js';
import type { EmailContent } from '../infra/mail/layout.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { EmailAbout } from '../infra/mail/outbox.js';
import type { MayConfirm } from './confirmation-limit.js';

export interface FormEmails {
  agency: EmailContent;
  /** The visitor's confirmation; a function when its words depend on whether a reply reaches someone. */
  requester: EmailContent | ((canReply: boolean) => EmailContent);
}

export function createFormNotifier({
  config,
  mailboxes,
  sendEmail,
  mayConfirm,
}: {
  config: Pick<Config, 'mail'>;
  mailboxes: Pick<Mailboxes, 'agencyInbox' | 'ownerReplyTo'>;
  sendEmail: SendEmail;
  mayConfirm: MayConfirm;
}) {
  /**
   * `kind` names the form ('booking', …): the messages are `<kind>_notification` and `<kind>_confirmation`;
   * `about` is the request's stored record. Answers whether the visitor's confirmation was queued for a
   * configured mail server (pages say so only then).
   */
  return async function notify(kind: string, emails: FormEmails, requesterEmail: string, about: EmailAbout): Promise<boolean> {
    await sendEmail({
      kind: `${kind}_notification`,
      to: await mailboxes.agencyInbox(),
      replyTo: requesterEmail,
      subject: emails.agency.title,
      content: emails.agency,
      about,
    });
    if (!(await mayConfirm(kind, requesterEmail))) return false;
    const replyTo = await mailboxes.ownerReplyTo();
    const requester = typeof emails.requester === 'function' ? emails.requester(replyTo !== null) : emails.requester;
    const queued = await sendEmail({
      kind: `${kind}_confirmation`,
      to: requesterEmail,
      replyTo,
      subject: requester.title,
      content: requester,
      about,
    });
    return queued && config.mail.smtpUrl !== null;
  };
}

export type NotifyForm = ReturnType<typeof createFormNotifier>;
