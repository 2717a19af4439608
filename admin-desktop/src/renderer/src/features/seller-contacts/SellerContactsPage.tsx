import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Modal, Row, Select, Space, Spin, Statistic, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import {
  type AdminSellerContact,
  SELLER_CONTACT_STATUSES,
  SELLER_CONTACT_STATUS_LABELS,
  sellerContactStatusLabel,
  type SellerContactStatus,
  filterSellerContacts,
  sellerContactsExportPath,
  type SellerStatusFilter,
} from '@valuta/shared/seller-contacts';
import { formatDateTime } from '@valuta/shared/format';
import { LeadListToolbar } from '../../components/LeadListToolbar';
import { useApiDownload, type DeliveredDownload } from '../../components/use-api-download';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { EditSellerContactDialog, SELLER_EDIT_FIELDS, type SellerContactEditValues } from './EditSellerContactDialog';
import { useCurrentMember } from '../auth/use-current-member';
import { AssigneeSelect } from '../team/AssigneeSelect';
import { sellerCounters } from './seller-filters';
import { deleteSellerContact, sellerContactKeys, sellerContactsQuery, updateSellerContact } from './seller-contacts.queries';
import { useToasts } from '../../app/toasts';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';

const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'Tutti gli stati' },
  ...SELLER_CONTACT_STATUSES.map((value) => ({ value, label: SELLER_CONTACT_STATUS_LABELS[value] })),
];
const LOAD_FAILURE = 'Impossibile caricare i contatti venditori. Riprova più tardi.';
const STATUS_COLORS: Record<SellerContactStatus, string> = { new: 'blue', contacted: 'gold', closed: 'green' };

/** 'Export completato' with how many contacts, and where the desktop app saved them. */
function exportedNotice(count: number, outcome: DeliveredDownload) {
  const exported = count === 1 ? '1 contatto esportato' : `${count} contatti esportati`;
  return { title: 'Export completato', description: outcome.status === 'saved' ? `${exported} in ${outcome.filePath}` : exported };
}

/** Contatti Venditori: counters, search, status filter, table, edit and delete, and the CSV of what the filters show. */
export function SellerContactsPage() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ ...sellerContactsQuery(), meta: INLINE_FAILURE });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SellerStatusFilter>('all');
  const [editing, setEditing] = useState<AdminSellerContact | null>(null);
  const [toDelete, setToDelete] = useState<AdminSellerContact | null>(null);
  const [onlyMine, setOnlyMine] = useState(false);
  const me = useCurrentMember();
  const titolare = me?.role === 'titolare';

  const contacts = useMemo(() => data ?? [], [data]);
  const visible = useMemo(
    () => filterSellerContacts(contacts, search, status).filter((contact) => !onlyMine || contact.assigned_to === me?.id),
    [contacts, search, status, onlyMine, me?.id],
  );
  const counters = sellerCounters(contacts);

  const update = useMutation({
    mutationFn: ({ id, ...values }: SellerContactEditValues & { id: number }) => updateSellerContact(id, values),
    meta: { failure: FAILURES.sellerUpdate, formFields: SELLER_EDIT_FIELDS },
    onSuccess: async () => {
      notification.success({ title: 'Contatto aggiornato' });
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: sellerContactKeys.all });
    },
  });

  const removal = useMutation({
    mutationFn: (contact: AdminSellerContact) => deleteSellerContact(contact.id),
    meta: { failure: FAILURES.sellerDelete },
    onSuccess: async (_result, contact) => {
      notification.success({ title: 'Contatto eliminato', description: `Il contatto ${contact.nome_completo} è stato eliminato.` });
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: sellerContactKeys.all });
    },
  });

  // The server writes (and audits) the rows these filters show, so their number is the number exported.
  const csvExport = useApiDownload(FAILURES.sellerExport, (outcome) => exportedNotice(visible.length, outcome));
  function exportCsv() {
    if (visible.length === 0) {
      notification.warning({ title: 'Nessun dato da esportare', description: 'Non ci sono contatti da esportare con i filtri attuali' });
      return;
    }
    void csvExport.start(sellerContactsExportPath({ search, status, onlyMine }));
  }

  const columns: ColumnsType<AdminSellerContact> = [
    { title: 'Nome', dataIndex: 'nome_completo' },
    { title: 'Email', dataIndex: 'email', render: (email: string) => <EmailLink email={email} /> },
    {
      title: 'Telefono',
      dataIndex: 'telefono',
      render: (phone: string) => <PhoneLink phone={phone} />,
    },
    { title: 'Immobile', dataIndex: 'indirizzo_immobile', render: (address: string | null) => address || '—' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: SellerContactStatus) => <Tag color={STATUS_COLORS[value] ?? 'default'}>{sellerContactStatusLabel(value)}</Tag>,
    },
    { title: 'Data', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    {
      title: 'Assegnato a',
      dataIndex: 'assigned_to',
      render: (assignedTo: number | null, contact) => (
        <AssigneeSelect kind="seller-contact" id={contact.id} assignedTo={assignedTo} invalidate={[sellerContactKeys.all]} width={170} />
      ),
    },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, contact) => (
        <Space>
          <Button size="small" onClick={() => setEditing(contact)} aria-label={`Modifica ${contact.nome_completo}`}>
            Modifica
          </Button>
          {titolare && (
            <Button size="small" danger onClick={() => setToDelete(contact)} aria-label={`Elimina ${contact.nome_completo}`}>
              Elimina
            </Button>
          )}
        </Space>
      ),
    },
  ];

  let body;
  if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description="Caricamento contatti venditori..." />
      </Flex>
    );
  } else if (isError) {
    body = <Alert type="error" showIcon title="Errore nel caricamento" description={LOAD_FAILURE} />;
  } else {
    body = (
      <ScrollTable<AdminSellerContact>
        label="Contatti venditori"
        rowKey="id"
        columns={columns}
        dataSource={visible}
        locale={{ emptyText: <Empty description="Nessun contatto trovato" /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
      />
    );
  }

  return (
    <>
      <PageHeading title="Contatti Venditori" />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['Totale', counters.total],
            ['Nuovi', counters.new],
            ['Contattati', counters.contacted],
            ['Chiusi', counters.closed],
          ] as const
        ).map(([title, value]) => (
          <Col key={title} xs={12} md={6}>
            <Card aria-label={title}>
              <Statistic title={title} value={value} loading={isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <LeadListToolbar
          search={{
            label: 'Cerca contatti venditori',
            placeholder: 'Cerca per nome, email, telefono o indirizzo',
            value: search,
            onChange: setSearch,
            width: 340,
          }}
          filters={
            <Select aria-label="Filtra per stato" value={status} onChange={setStatus} options={STATUS_FILTER_OPTIONS} style={{ minWidth: 160 }} />
          }
          onlyMine={{ checked: onlyMine, onChange: setOnlyMine }}
          csvExport={{ onExport: exportCsv, exporting: csvExport.downloading, disabled: isPending }}
        />
        {body}
      </Card>

      <EditSellerContactDialog
        contact={editing}
        saving={update.isPending}
        onSave={(id, values) => update.mutateAsync({ id, ...values })}
        onCancel={() => setEditing(null)}
      />
      <Modal
        open={toDelete !== null}
        title="Elimina contatto venditore"
        okText="Elimina"
        cancelText="Annulla"
        okButtonProps={{ danger: true }}
        confirmLoading={removal.isPending}
        onOk={() => toDelete && removal.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
        destroyOnHidden
      >
        Stai per eliminare il contatto <strong>{toDelete?.nome_completo}</strong>. L'operazione non può essere annullata.
      </Modal>
    </>
  );
}
