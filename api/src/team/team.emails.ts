/** The e-mails of the team: the invitation and the reset password, sent only when a mail server is configured. */
import { STAFF_ROLE_LABELS, type StaffRole } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';

export function temporaryPasswordEmail(
  config: Config,
  member: { email: string; name: string | null; role: StaffRole },
  password: string,
  reason: 'invite' | 'reset',
): EmailMessage {
  const greeting = member.name ? `Ciao ${member.name},` : 'Ciao,';
  const opening =
    reason === 'invite'
      ? `${greeting} sei stato aggiunto al team di ${config.brand.agencyName} come ${STAFF_ROLE_LABELS[member.role].toLowerCase()}.`
      : `${greeting} la tua password del gestionale di ${config.brand.agencyName} è stata reimpostata.`;
  return {
    kind: reason === 'invite' ? 'team_invite' : 'team_password_reset',
    to: member.email,
    subject: reason === 'invite' ? `Il tuo accesso al gestionale di ${config.brand.agencyName}` : 'La tua nuova password temporanea',
    content: {
      title: reason === 'invite' ? 'Benvenuto nel team' : 'Password reimpostata',
      blocks: [
        { paragraph: opening },
        {
          rows: [
            ['Email', member.email],
            ['Password temporanea', password],
          ],
        },
        { paragraph: 'Al primo accesso ti sarà chiesto di scegliere una nuova password, che solo tu conoscerai.' },
        { button: { label: 'Apri il gestionale', url: `${config.publicUrl}/admin` } },
      ],
    },
  };
}
