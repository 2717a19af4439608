/** The e-mail to a member when a lead is assigned to them by someone else. */
import { STAFF_ROLE_LABELS, type AssignableKind, type StaffRole } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';

/** What each kind of lead is called in the e-mail, and where the back office shows it. */
const KIND_TEXTS: Record<AssignableKind, { label: string; path: (id: number) => string }> = {
  contact: { label: 'Contatto dalla valutazione', path: (id) => `/contatti/${id}` },
  'seller-contact': { label: 'Contatto venditore', path: () => '/contatti-venditori' },
  assistance: { label: 'Richiesta di assistenza', path: () => '/assistenza' },
  'unsupported-city': { label: 'Contatto da città non supportata', path: () => '/citta-non-supportate' },
  booking: { label: 'Prenotazione di consulenza', path: () => '/' },
  consultation: { label: 'Richiesta strategia cambio casa', path: () => '/' },
};

export function assignedToYouEmail(
  config: Config,
  facts: {
    kind: AssignableKind;
    id: number;
    leadName: string;
    assignee: { email: string; name: string | null };
    by: { email: string | null; role: StaffRole };
  },
): EmailMessage {
  const { label, path } = KIND_TEXTS[facts.kind];
  const byWhom = facts.by.email ? `${facts.by.email} (${STAFF_ROLE_LABELS[facts.by.role].toLowerCase()})` : 'il titolare';
  return {
    kind: 'lead_assigned',
    to: facts.assignee.email,
    subject: `Nuovo contatto assegnato a te: ${facts.leadName}`,
    content: {
      title: 'Un contatto è stato assegnato a te',
      preheader: `${label}: ${facts.leadName}`,
      blocks: [
        { paragraph: `${facts.assignee.name ? `Ciao ${facts.assignee.name}, ` : ''}${byWhom} ti ha assegnato un contatto da seguire.` },
        {
          rows: [
            ['Tipo', label],
            ['Nome', facts.leadName],
          ],
        },
        { button: { label: 'Apri nel gestionale', url: `${config.publicUrl}/admin${path(facts.id)}` } },
      ],
    },
  };
}
