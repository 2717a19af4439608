import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ContactDetail } from '@valuta/shared/leads';
import { formatDateTime } from '@valuta/shared/format';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';

const SOURCE_LABELS: Record<string, string> = { chat: 'Chat di valutazione' };

const consent = (given: boolean) => <Tag color={given ? 'green' : 'default'}>{given ? 'Sì' : 'No'}</Tag>;

/** Informazioni: who the lead is, how to reach them, what they wrote and which consents they gave. */
export function InfoTab({ contact }: { contact: ContactDetail }) {
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: 'Nome', children: contact.name },
        { key: 'email', label: 'Email', children: <EmailLink email={contact.email} /> },
        { key: 'phone', label: 'Telefono', children: <PhoneLink phone={contact.phone} /> },
        { key: 'created', label: 'Data registrazione', children: formatDateTime(contact.created_at) },
        {
          key: 'slot',
          label: 'Fascia oraria preferita',
          children: contact.preferred_time ? adminTimeSlotLabel(contact.preferred_time) : 'Non indicata',
        },
        { key: 'source', label: 'Origine', children: SOURCE_LABELS[contact.source] ?? contact.source },
        { key: 'message', label: 'Messaggio del cliente', span: 'filled', children: contact.notes || 'Nessun messaggio' },
        { key: 'privacy', label: 'Privacy accettata', children: consent(contact.privacy_accepted) },
        { key: 'email-consent', label: 'Consenso email', children: consent(contact.consent_email) },
        { key: 'whatsapp-consent', label: 'Consenso WhatsApp', children: consent(contact.consent_whatsapp) },
        {
          key: 'consents-at',
          label: 'Consensi registrati il',
          children: contact.consents_recorded_at ? formatDateTime(contact.consents_recorded_at) : 'Non disponibile',
        },
        ...(contact.user_id
          ? [{ key: 'user', label: 'Scheda utente', children: <Link to={`/users/${contact.user_id}`}>Apri la scheda utente</Link> }]
          : []),
      ]}
    />
  );
}
