import { Badge, Card, Flex, Select, Space, Typography } from 'antd';
import {
  type ContactDetail,
  formatWait,
  type SpeedToLead,
  type ContactUpdate,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
  type ContactStatus,
  type LeadType,
} from '@valuta/shared/leads';
import { contactKeys } from '../contacts/contacts.queries';
import { AssigneeSelect } from '../team/AssigneeSelect';
import { formatDateTime } from '@valuta/shared/format';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';

const STATUS_OPTIONS = CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));
const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((value) => ({ value, label: LEAD_TYPE_LABELS[value] }));

interface ContactHeaderProps {
  contact: ContactDetail;
  valuationsCount: number;
  speedToLead: SpeedToLead;
  saving: boolean;
  onChange: (update: ContactUpdate) => void;
}

/** Name, e-mail, phone and registration date, with the status and lead-type selectors that save at once. */
export function ContactHeader({ contact, valuationsCount, speedToLead, saving, onChange }: ContactHeaderProps) {
  return (
    <Card>
      <Flex justify="space-between" gap={16} wrap>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Scheda Contatto</Typography.Text>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {contact.name}
            </Typography.Title>
            {valuationsCount > 1 && <Badge count={`${valuationsCount} valutazioni`} color="#12355b" aria-label={`${valuationsCount} valutazioni`} />}
          </Flex>
          <EmailLink email={contact.email} />
          <PhoneLink phone={contact.phone} />
          <Typography.Text type="secondary">Registrato il {formatDateTime(contact.created_at)}</Typography.Text>
          <Typography.Text type="secondary" aria-label="Velocità di risposta">
            {speedToLead.waitedSeconds === null
              ? 'Nessuna azione dello staff finora'
              : `Prima azione dello staff dopo ${formatWait(speedToLead.waitedSeconds)} (${formatDateTime(speedToLead.firstChangeAt)})`}
          </Typography.Text>
        </Flex>
        <Space orientation="vertical" size={8}>
          <label>
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              Stato
            </Typography.Text>
            <Select
              aria-label="Stato del contatto"
              value={contact.status}
              options={STATUS_OPTIONS}
              onChange={(status: ContactStatus) => onChange({ status })}
              disabled={saving}
              style={{ width: 200 }}
            />
          </label>
          <label>
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              Tipo lead
            </Typography.Text>
            <Select
              aria-label="Tipo di lead"
              value={contact.lead_type}
              options={LEAD_TYPE_OPTIONS}
              onChange={(leadType: LeadType) => onChange({ leadType })}
              disabled={saving}
              style={{ width: 200 }}
            />
          </label>
          <label>
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              Assegnato a
            </Typography.Text>
            <AssigneeSelect kind="contact" id={contact.id} assignedTo={contact.assigned_to} invalidate={[contactKeys.all]} />
          </label>
        </Space>
      </Flex>
    </Card>
  );
}
