/**
 * What every public form sends once its record is stored: a notification to the agency (with every detail
 * the visitor gave, so nobody has to open the back office to call back; replies go to the visitor) and a
 * confirmation to the visitor saying what happens next. Both go through the outbox, so a mail server that
 * is down never fails the request.
 */
import type { Agency } from '../agency/agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { EmailContent } from '../infra/mail/layout.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { EmailAbout } from '../infra/mail/outbox.js';

export interface FormEmails {
  agency: EmailContent;
  requester: EmailContent;
}

export function createFormNotifier({
  config,
  agency,
  sendEmail,
}: {
  config: Pick<Config, 'brand' | 'mail'>;
  agency: Pick<Agency, 'live'>;
  sendEmail: SendEmail;
}) {
  /**
   * `kind` names the form ('booking', …): the messages are `<kind>_notification` and `<kind>_confirmation`;
   * `about` is the request's stored record. Answers whether the visitor's confirmation was queued for a configured mail server (pages say so only then).
   */
  return async function notify(kind: string, emails: FormEmails, requesterEmail: string, about: EmailAbout): Promise<boolean> {
    const live = await agency.live(config);
    await sendEmail({
      kind: `${kind}_notification`,
      to: live.mail.agencyEmail,
      replyTo: requesterEmail,
      subject: emails.agency.title,
      content: emails.agency,
      about,
    });
    const queued = await sendEmail({
      kind: `${kind}_confirmation`,
      to: requesterEmail,
      replyTo: live.brand.email,
      subject: emails.requester.title,
      content: emails.requester,
      about,
    });
    return queued && config.mail.smtpUrl !== null;
  };
}

export type NotifyForm = ReturnType<typeof createFormNotifier>;
