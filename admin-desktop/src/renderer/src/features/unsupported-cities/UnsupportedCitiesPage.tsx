import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Statistic, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  type AdminUnsupportedCityContact,
  type UnsupportedCityListResponse,
  UNSUPPORTED_CITY_STATUSES,
  UNSUPPORTED_CITY_STATUS_LABELS,
  type UnsupportedCityStatus,
} from '@valuta/shared/unsupported-cities';
import { formatDateTime } from '@valuta/shared/format';
import { LeadListToolbar } from '../../components/LeadListToolbar';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useCurrentMember } from '../auth/use-current-member';
import { AssigneeSelect } from '../team/AssigneeSelect';
import { NotesDialog } from './NotesDialog';
import { setUnsupportedCityNotes, setUnsupportedCityStatus, unsupportedCitiesQuery, unsupportedCityKeys } from './unsupported-cities.queries';
import { useToasts } from '../../app/toasts';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';

const STATUS_OPTIONS = UNSUPPORTED_CITY_STATUSES.map((value) => ({ value, label: UNSUPPORTED_CITY_STATUS_LABELS[value] }));

const fullName = (contact: AdminUnsupportedCityContact) => [contact.nome, contact.cognome].filter(Boolean).join(' ');

/** Contatti Città Non Supportate: the total, the table, a status per row and the notes modal. */
export function UnsupportedCitiesPage() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ ...unsupportedCitiesQuery(), meta: INLINE_FAILURE });
  const [notesFor, setNotesFor] = useState<AdminUnsupportedCityContact | null>(null);
  const [onlyMine, setOnlyMine] = useState(false);
  const me = useCurrentMember();
  const visible = (data?.contacts ?? []).filter((contact) => !onlyMine || contact.assigned_to === me?.id);

  function replaceInList(saved: AdminUnsupportedCityContact) {
    queryClient.setQueryData<UnsupportedCityListResponse>(unsupportedCityKeys.list(), (current) =>
      current ? { ...current, contacts: current.contacts.map((contact) => (contact.id === saved.id ? saved : contact)) } : current,
    );
  }

  const statusChange = useMutation({
    mutationFn: ({ id, status }: { id: number; status: UnsupportedCityStatus }) => setUnsupportedCityStatus(id, status),
    meta: { failure: FAILURES.unsupportedCityStatus },
    onSuccess: ({ contact }) => {
      replaceInList(contact);
      notification.success({ title: 'Status aggiornato' });
    },
  });

  const notesChange = useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) => setUnsupportedCityNotes(id, notes),
    meta: { failure: FAILURES.unsupportedCityNotes },
    onSuccess: ({ contact }) => {
      replaceInList(contact);
      setNotesFor(null);
      notification.success({ title: 'Note aggiornate' });
    },
  });

  const columns: ColumnsType<AdminUnsupportedCityContact> = [
    { title: 'Nome', key: 'name', render: (_value, contact) => fullName(contact) },
    { title: 'Email', dataIndex: 'email', render: (email: string | null) => (email ? <EmailLink email={email} /> : '—') },
    {
      title: 'Telefono',
      dataIndex: 'telefono',
      render: (phone: string) => <PhoneLink phone={phone} />,
    },
    { title: 'Città', dataIndex: 'citta' },
    {
      title: 'Motivazione',
      dataIndex: 'motivazione',
      ellipsis: { showTitle: false },
      render: (text: string | null) => (text ? <Tooltip title={text}>{text}</Tooltip> : '—'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: UnsupportedCityStatus, contact) => (
        <Select
          aria-label={`Status di ${fullName(contact)}`}
          size="small"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next: UnsupportedCityStatus) => statusChange.mutate({ id: contact.id, status: next })}
          style={{ width: 160 }}
        />
      ),
    },
    { title: 'Data', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    {
      title: 'Assegnato a',
      dataIndex: 'assigned_to',
      render: (assignedTo: number | null, contact) => (
        <AssigneeSelect kind="unsupported-city" id={contact.id} assignedTo={assignedTo} invalidate={[unsupportedCityKeys.all]} width={170} />
      ),
    },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, contact) => (
        <Button size="small" onClick={() => setNotesFor(contact)} aria-label={`Note di ${fullName(contact)}`}>
          Note
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Contatti Città Non Supportate" />
      <Card style={{ marginBottom: 16, maxWidth: 320 }}>
        <Statistic title="Totale contatti" value={data?.total ?? 0} loading={isPending} />
      </Card>
      <Card>
        <LeadListToolbar onlyMine={{ checked: onlyMine, onChange: setOnlyMine }} />
        {isError ? (
          <Alert type="error" showIcon title="Impossibile caricare i contatti. Riprova più tardi." />
        ) : (
          <ScrollTable<AdminUnsupportedCityContact>
            label="Città non supportate"
            rowKey="id"
            columns={columns}
            dataSource={visible}
            loading={isPending}
            locale={{ emptyText: <Empty description="Nessun contatto da città non supportate al momento." /> }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 1000 }}
          />
        )}
      </Card>
      <NotesDialog
        title={notesFor ? `Note su ${fullName(notesFor)}` : 'Note'}
        open={notesFor !== null}
        notes={notesFor?.admin_notes ?? null}
        saving={notesChange.isPending}
        onSave={(notes) => notesFor && notesChange.mutate({ id: notesFor.id, notes })}
        onCancel={() => setNotesFor(null)}
      />
    </>
  );
}
