import { Button, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LATE_LABEL, formatWait, type ContactListItem, type ContactStatus, type LeadType } from '@valuta/shared/leads';
import { formatDateTime } from '@valuta/shared/format';
import { ContactStatusTag, LeadTypeTag } from '../../components/StatusTags';
import { useIsTitolare } from '../auth/use-current-member';
import { nextActionText } from '../lead-work/next-action-text';
import { AssigneeName } from '../team/AssigneeSelect';
import { listStateOf } from './list-location';
import { valuationDetailText, valuationValueText } from './valuation-text';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';

function ValuationCell({ contact }: { contact: ContactListItem }) {
  const detail = valuationDetailText(contact.valuation);
  return (
    <Flex vertical>
      <Typography.Text strong={Boolean(contact.valuation?.valuationValue)}>{valuationValueText(contact.valuation)}</Typography.Text>
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      {contact.user_valuations_count > 1 && (
        <Typography.Text type="secondary">{contact.user_valuations_count} valutazioni del cliente</Typography.Text>
      )}
    </Flex>
  );
}

/** When the lead arrived, how long ago, and whether its first contact is late. */
function ArrivalCell({ contact }: { contact: ContactListItem }) {
  return (
    <Flex vertical align="flex-start">
      <span>{formatDateTime(contact.createdAt)}</span>
      <Typography.Text type="secondary">{formatWait(contact.work.ageSeconds)} fa</Typography.Text>
      {contact.work.late && <Tag color="red">{LATE_LABEL}</Tag>}
    </Flex>
  );
}

/**
 * The contacts table's columns. A card opened from a row carries this list's address, so its back link
 * returns here; the delete action is the titolare's.
 */
export function useContactsColumns(onDelete: (contact: ContactListItem) => void): ColumnsType<ContactListItem> {
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const titolare = useIsTitolare();

  return [
    { title: 'Arrivato', key: 'createdAt', render: (_value, contact) => <ArrivalCell contact={contact} />, width: 150 },
    {
      title: 'Nome',
      dataIndex: 'name',
      render: (name: string, contact) => (
        <Link to={`/contatti/${contact.id}`} state={listStateOf(listSearch)}>
          {name}
        </Link>
      ),
    },
    {
      title: 'Contatti',
      key: 'contacts',
      render: (_value, contact) => (
        <Flex vertical>
          <EmailLink email={contact.email} />
          <PhoneLink phone={contact.phone} />
        </Flex>
      ),
    },
    { title: 'Valutazione', key: 'valuation', render: (_value, contact) => <ValuationCell contact={contact} /> },
    { title: 'Stato', dataIndex: 'status', render: (status: ContactStatus) => <ContactStatusTag status={status} /> },
    { title: 'Tipo lead', dataIndex: 'leadType', render: (leadType: LeadType) => <LeadTypeTag leadType={leadType} /> },
    {
      title: 'Prossima azione',
      key: 'nextAction',
      render: (_value, contact) =>
        contact.work.nextAction ? nextActionText(contact.work.nextAction) : <Typography.Text type="secondary">Nessuna</Typography.Text>,
    },
    { title: 'Assegnato a', dataIndex: 'assigned_to', render: (assignedTo: number | null) => <AssigneeName assignedTo={assignedTo} /> },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, contact) => (
        <Space>
          <Button
            size="small"
            onClick={() => void navigate(`/contatti/${contact.id}`, { state: listStateOf(listSearch) })}
            aria-label={`Dettagli di ${contact.name}`}
          >
            Dettagli
          </Button>
          {titolare && (
            <Button size="small" danger onClick={() => onDelete(contact)} aria-label={`Elimina ${contact.name}`}>
              Elimina
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
