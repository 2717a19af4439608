import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Col, Descriptions, Empty, Flex, Popconfirm, Result, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  type OwnerAppointment,
  type OwnerContact,
  type OwnerDetail,
  INVALID_OWNER_ID_MESSAGE,
  OWNER_NOT_FOUND_MESSAGE,
  ownerAppointmentStatusLabel,
  ownerContactStatusLabel,
  type OwnerAppointmentStatus,
  type OwnerContactStatus,
} from '@valuta/shared/owners';
import type { AdminValuation } from '@valuta/shared/valuation';
import { formatDateTime, formatEuro } from '@valuta/shared/format';
import { OWNER_TRANSCRIPT_PREVIEW } from '@valuta/shared/limits';
import { categoryLabel, valuationStatusLabel } from '@valuta/shared/valuation';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';
import { ConversationView } from '../../components/ConversationView';
import { hasStatus } from '../../lib/api-errors';
import { api } from '../../lib/api-client';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { ownerKeys, ownerPartQuery, ownerQuery } from './owners.queries';
import { useToasts } from '../../app/toasts';
import { EmailLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';
import { SectionTabs } from '../../components/SectionTabs';

const BACK_LINK = <Link to="/users">← Torna agli utenti</Link>;
const SERVICE_LABELS: Record<string, string> = { valutazione: 'Valutazione immobile' };
const CONVERSATION_HEIGHT_PX = 400;

function PersonalData({ owner }: { owner: OwnerDetail }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title="Dati personali">
          <Descriptions
            column={1}
            items={[
              { key: 'name', label: 'Nome', children: owner.name || '—' },
              { key: 'email', label: 'Email', children: <EmailLink email={owner.email} /> },
              { key: 'phone', label: 'Telefono', children: owner.phone || '—' },
              { key: 'created', label: 'Registrato il', children: formatDateTime(owner.created_at) },
              {
                key: 'gdpr',
                label: 'Consenso GDPR',
                children: owner.gdpr_consent ? (
                  <Badge status="success" text={`Consenso dato${owner.gdpr_consent_at ? ` il ${formatDateTime(owner.gdpr_consent_at)}` : ''}`} />
                ) : (
                  <Badge status="default" text="Nessun consenso" />
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Statistiche">
          <Row gutter={[16, 16]}>
            <Col span={12}>
              <Statistic title="Valutazioni" value={owner.valuations_count} />
            </Col>
            <Col span={12}>
              <Statistic title="Completate" value={owner.completed_valuations_count} />
            </Col>
            <Col span={12}>
              <Statistic title="Contatti" value={owner.contacts_count} />
            </Col>
            <Col span={12}>
              <Statistic title="Appuntamenti" value={owner.appointments_count} />
            </Col>
          </Row>
          <Typography.Text type="secondary">
            Ultima valutazione: {owner.last_valuation_date ? formatDateTime(owner.last_valuation_date) : 'nessuna'}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

function ValuationsTab({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery({ ...ownerPartQuery(id, 'valuations'), meta: INLINE_FAILURE });
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare le valutazioni." />;
  return (
    <ScrollTable<AdminValuation>
      label="Valutazioni"
      rowKey="id"
      loading={isPending}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 800 }}
      locale={{ emptyText: <Empty description="Nessuna valutazione" /> }}
      columns={[
        { title: 'Data', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
        {
          title: 'Immobile',
          key: 'home',
          render: (_value, valuation) => [categoryLabel(valuation.category), valuation.city].filter(Boolean).join(', '),
        },
        { title: 'Superficie', dataIndex: 'squareMeters', render: (value: number | null) => (value ? `${value} m²` : '—') },
        { title: 'Valore', dataIndex: 'market_value', render: (value: number | null) => (value ? formatEuro(value) : 'Non completata') },
        {
          title: 'Stato',
          dataIndex: 'completed',
          render: (completed: boolean) => (
            <Tag color={completed ? 'green' : 'orange'}>{valuationStatusLabel(completed ? 'completed' : 'pending')}</Tag>
          ),
        },
        { title: 'Completata il', dataIndex: 'completed_at', render: (value: string | null) => (value ? formatDateTime(value) : '—') },
      ]}
    />
  );
}

/**
 * A lead whose name or phone differ from the owner's: the same e-mail typed by somebody else, or the owner with
 * a new number. The owner keeps their first details until a member, having checked, takes the lead's.
 */
function LeadDetails({ ownerId, contact }: { ownerId: number; contact: OwnerContact }) {
  const queryClient = useQueryClient();
  const { message } = useToasts();
  const adopt = useMutation({
    mutationFn: () => api.put<OwnerDetail>(`/api/admin/users/${ownerId}/details`, { fromContactId: contact.id }),
    meta: { failure: FAILURES.ownerDetailsFromContact },
    onSuccess: async () => {
      message.success("Dati dell'utente aggiornati");
      await queryClient.invalidateQueries({ queryKey: ownerKeys.all });
    },
  });
  return (
    <Flex vertical gap={4} align="start">
      <span>
        {contact.name} · {contact.phone}
      </span>
      {contact.differs_from_user && (
        <Flex gap={8} align="center" wrap>
          <Tag color="orange">Dati diversi dall'utente</Tag>
          <Popconfirm
            title="Usare nome e telefono di questo contatto per l'utente?"
            description="Fallo solo se hai verificato che è la stessa persona."
            okText="Usa questi dati"
            cancelText="Annulla"
            onConfirm={() => adopt.mutate()}
          >
            <Button size="small" loading={adopt.isPending}>
              Usa questi dati
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}

function ContactsTab({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery({ ...ownerPartQuery(id, 'contacts'), meta: INLINE_FAILURE });
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare i contatti." />;
  return (
    <ScrollTable<OwnerContact>
      label="Contatti"
      rowKey="id"
      loading={isPending}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 700 }}
      locale={{ emptyText: <Empty description="Nessun contatto" /> }}
      columns={[
        { title: 'Data', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
        { title: 'Dati lasciati', key: 'details', render: (_value, contact) => <LeadDetails ownerId={id} contact={contact} /> },
        { title: 'Servizio', dataIndex: 'service_type', render: (value: string) => SERVICE_LABELS[value] ?? value },
        { title: 'Stato', dataIndex: 'status', render: (value: OwnerContactStatus) => <Tag>{ownerContactStatusLabel(value)}</Tag> },
        { title: 'Note admin', dataIndex: 'admin_notes', render: (value: string | null) => value || '—' },
        { title: 'Scheda', key: 'open', render: (_value, contact) => <Link to={`/contatti/${contact.id}`}>Apri</Link> },
      ]}
    />
  );
}

function AppointmentsTab({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery({ ...ownerPartQuery(id, 'appointments'), meta: INLINE_FAILURE });
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare gli appuntamenti." />;
  return (
    <ScrollTable<OwnerAppointment>
      label="Appuntamenti"
      rowKey="id"
      loading={isPending}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 700 }}
      locale={{ emptyText: <Empty description="Nessun appuntamento" /> }}
      columns={[
        { title: 'Richiesto il', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
        {
          title: 'Quando',
          key: 'when',
          render: (_value, appointment) =>
            appointment.requested_date
              ? `${appointment.requested_date}${appointment.requested_time ? ` ${appointment.requested_time}` : ''}`
              : adminTimeSlotLabel(appointment.preferred_time),
        },
        { title: 'Stato', dataIndex: 'status', render: (value: OwnerAppointmentStatus) => <Tag>{ownerAppointmentStatusLabel(value)}</Tag> },
        { title: 'WhatsApp', dataIndex: 'whatsapp_ok', render: (value: boolean) => (value ? 'Sì' : 'No') },
        { title: 'Note', dataIndex: 'notes', render: (value: string | null) => value || '—' },
      ]}
    />
  );
}

function ConversationsTab({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery({ ...ownerPartQuery(id, 'conversations'), meta: INLINE_FAILURE });
  if (isError) return <Alert type="error" showIcon title="Impossibile caricare le conversazioni." />;
  if (isPending) return <Skeleton active />;
  if (!data || data.length === 0) return <Empty description="Nessuna conversazione disponibile" />;
  return (
    <Flex vertical gap={24}>
      {data.map((conversation) => (
        <ConversationView key={conversation.id} conversation={conversation} previewCount={OWNER_TRANSCRIPT_PREVIEW} height={CONVERSATION_HEIGHT_PX} />
      ))}
    </Flex>
  );
}

/** An owner's card: personal data, statistics, GDPR badge and the five tabs. */
export function OwnerDetailPage() {
  const rawId = useParams().id ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(rawId);
  const id = validId ? Number(rawId) : 0;
  const { data, isPending, error } = useQuery({ ...ownerQuery(id), enabled: validId, meta: INLINE_FAILURE });

  if (!validId || hasStatus(error, 400)) {
    return <Result status="warning" title={INVALID_OWNER_ID_MESSAGE} extra={BACK_LINK} />;
  }
  if (hasStatus(error, 404)) {
    return <Result status="404" title={OWNER_NOT_FOUND_MESSAGE} extra={BACK_LINK} />;
  }
  if (error) return <Alert type="error" showIcon title="Impossibile caricare l'utente. Riprova più tardi." />;
  if (isPending || !data) return <Skeleton active />;

  return (
    <Flex vertical gap={16}>
      {BACK_LINK}
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {data.name || data.email}
      </Typography.Title>
      <Card>
        <SectionTabs
          label="Sezioni della scheda"
          sections={[
            { key: 'info', label: 'Informazioni', children: <PersonalData owner={data} /> },
            { key: 'valuations', label: 'Valutazioni', children: <ValuationsTab id={id} /> },
            { key: 'contacts', label: 'Contatti', children: <ContactsTab id={id} /> },
            { key: 'appointments', label: 'Appuntamenti', children: <AppointmentsTab id={id} /> },
            { key: 'conversations', label: 'Conversazioni', children: <ConversationsTab id={id} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
