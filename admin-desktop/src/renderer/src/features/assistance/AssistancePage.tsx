import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import {
  type AdminAssistanceRequest,
  ASSISTANCE_STATUSES,
  ASSISTANCE_STATUS_FILTER_LABELS,
  ASSISTANCE_STATUS_LABELS,
  type AssistanceStatus,
} from '@valuta/shared/assistance';
import { formatDateTime } from '@valuta/shared/format';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { LeadListToolbar } from '../../components/LeadListToolbar';
import { PeriodSelect } from '../../components/PeriodSelect';
import { useApiDownload } from '../../components/use-api-download';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { AssistanceDetailDialog } from './AssistanceDetailDialog';
import { useCurrentMember } from '../auth/use-current-member';
import { AssigneeSelect } from '../team/AssigneeSelect';
import { filterAssistance, type AssistanceStatusFilter } from './assistance-filters';
import { assistanceExportPath, assistanceKeys, assistanceListQuery, setAssistanceNotes, setAssistanceStatus } from './assistance.queries';
import { useToasts } from '../../app/toasts';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';

const LOAD_FAILURE = 'Si è verificato un errore durante il caricamento delle richieste di assistenza.';
const FILTER_OPTIONS = [
  { value: 'all', label: 'Tutte' },
  ...ASSISTANCE_STATUSES.map((value) => ({ value, label: ASSISTANCE_STATUS_FILTER_LABELS[value] })),
];
const STATUS_OPTIONS = ASSISTANCE_STATUSES.map((value) => ({ value, label: ASSISTANCE_STATUS_LABELS[value] }));

/** Assistenza: search, status and period filters, CSV, inline status, and the detail with notes. */
export function AssistancePage() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ ...assistanceListQuery(), meta: INLINE_FAILURE });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AssistanceStatusFilter>('all');
  const [timeFilter, setTimeFilter] = useState<TimeFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const [onlyMine, setOnlyMine] = useState(false);
  const me = useCurrentMember();

  const requests = useMemo(() => data ?? [], [data]);
  const visible = useMemo(
    () => filterAssistance(requests, { search, status, timeFilter }).filter((request) => !onlyMine || request.assigned_to === me?.id),
    [requests, search, status, timeFilter, onlyMine, me?.id],
  );
  const opened = requests.find((request) => request.id === openId) ?? null;

  /** The saved request replaces the listed one, so the table and the dialog show it at once. */
  function replaceInList(saved: AdminAssistanceRequest) {
    queryClient.setQueryData<AdminAssistanceRequest[]>(assistanceKeys.list(), (list) =>
      list?.map((request) => (request.id === saved.id ? saved : request)),
    );
  }

  const statusChange = useMutation({
    mutationFn: ({ id, next }: { id: number; next: AssistanceStatus }) => setAssistanceStatus(id, next),
    meta: { failure: FAILURES.assistanceStatus },
    onSuccess: ({ assistenza }) => {
      replaceInList(assistenza);
      notification.success({ title: 'Stato aggiornato' });
    },
  });

  const notesChange = useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) => setAssistanceNotes(id, notes),
    meta: { failure: FAILURES.assistanceNotes },
    onSuccess: ({ assistenza }) => {
      replaceInList(assistenza);
      notification.success({ title: 'Note salvate' });
    },
  });

  const csvExport = useApiDownload(FAILURES.assistanceExport);

  const columns: ColumnsType<AdminAssistanceRequest> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: 'Nome', dataIndex: 'nome' },
    { title: 'Email', dataIndex: 'email', render: (email: string) => <EmailLink email={email} /> },
    {
      title: 'Telefono',
      dataIndex: 'telefono',
      render: (phone: string) => <PhoneLink phone={phone} />,
    },
    { title: 'Data richiesta', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    {
      title: 'Stato',
      dataIndex: 'status',
      render: (value: AssistanceStatus, request) => (
        <Select
          aria-label={`Stato della richiesta ${request.id}`}
          size="small"
          value={value}
          options={STATUS_OPTIONS}
          onChange={(next: AssistanceStatus) => statusChange.mutate({ id: request.id, next })}
          style={{ width: 150 }}
        />
      ),
    },
    {
      title: 'Assegnato a',
      dataIndex: 'assigned_to',
      render: (assignedTo: number | null, request) => (
        <AssigneeSelect kind="assistance" id={request.id} assignedTo={assignedTo} invalidate={[assistanceKeys.all]} width={170} />
      ),
    },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, request) => (
        <Button size="small" onClick={() => setOpenId(request.id)} aria-label={`Dettagli della richiesta ${request.id}`}>
          Dettagli
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Assistenza" />
      <Card>
        <LeadListToolbar
          search={{ label: 'Cerca richieste', placeholder: 'Cerca per nome, email, telefono o messaggio', value: search, onChange: setSearch }}
          filters={
            <>
              <Select aria-label="Filtra per stato" value={status} onChange={setStatus} options={FILTER_OPTIONS} style={{ minWidth: 160 }} />
              <PeriodSelect value={timeFilter} onChange={setTimeFilter} />
            </>
          }
          onlyMine={{ checked: onlyMine, onChange: setOnlyMine }}
          csvExport={{ onExport: () => void csvExport.start(assistanceExportPath(timeFilter)), exporting: csvExport.downloading }}
        />
        {isError ? (
          <Alert type="error" showIcon title={LOAD_FAILURE} />
        ) : (
          <ScrollTable<AdminAssistanceRequest>
            label="Richieste di assistenza"
            rowKey="id"
            columns={columns}
            dataSource={visible}
            loading={isPending}
            locale={{ emptyText: <Empty description="Nessuna richiesta di assistenza trovata" /> }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 900 }}
          />
        )}
      </Card>
      <AssistanceDetailDialog
        request={opened}
        saving={notesChange.isPending}
        onSaveNotes={(notes) => opened && notesChange.mutate({ id: opened.id, notes })}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
