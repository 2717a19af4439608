import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ContactListItem,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LIST_LABELS,
  type ContactStatus,
  type LeadType,
} from '@valuta/shared/leads';
import { formatDateTime } from '@valuta/shared/format';
import { CONTACTS_PAGE_SIZE } from '@valuta/shared/limits';
import { TIME_FILTERS, type TimeFilter } from '@valuta/shared/time-filters';
import { LeadListToolbar } from '../../components/LeadListToolbar';
import { PageButtons } from '../../components/PageButtons';
import { PeriodSelect } from '../../components/PeriodSelect';
import { ContactStatusTag, LeadTypeTag } from '../../components/StatusTags';
import { totalPagesOf } from '../../components/page-window';
import { useApiDownload } from '../../components/use-api-download';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { FAILURES, INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useCurrentMember } from '../auth/use-current-member';
import { AssigneeName } from '../team/AssigneeSelect';
import { assigneesQuery, memberLabel } from '../team/team.queries';
import { contactsExportPath, contactsListQuery } from './contacts.queries';
import { DeleteContactDialog } from './DeleteContactDialog';
import { listStateOf, pageWithinRange } from './list-location';
import { useDeleteContact } from './use-delete-contact';
import { valuationDetailText, valuationValueText } from './valuation-text';

const LOAD_ERROR = 'Si è verificato un errore nel caricamento dei contatti. Riprova più tardi.';

function readTimeFilter(value: string | null): TimeFilter {
  return TIME_FILTERS.includes(value as TimeFilter) ? (value as TimeFilter) : 'all';
}

function readOne<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** 'me', 'none' or a member's id; anything else is no filter. */
function readAssignee(value: string | null): string | undefined {
  return value === 'me' || value === 'none' || (value && /^[1-9]\d{0,9}$/.test(value)) ? value : undefined;
}

const STATUS_FILTER_OPTIONS = CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));
const LEAD_TYPE_FILTER_OPTIONS = LEAD_TYPES.map((value) => ({ value, label: LEAD_TYPE_LIST_LABELS[value] }));
const SOURCE_LABELS: Record<string, string> = { chat: 'Chat di valutazione' };

/**
 * The leads of the valuation chat: search, period, CSV, the table, up to seven page buttons and the
 * delete confirmation. The filters live in the address, so coming back from a card finds the same page.
 */
export function ContactsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('cerca') ?? '';
  const timeFilter = readTimeFilter(params.get('periodo'));
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const status = readOne(CONTACT_STATUSES, params.get('stato'));
  const leadType = readOne(LEAD_TYPES, params.get('tipo'));
  const assignee = readAssignee(params.get('assegnato'));
  const source = params.get('origine') || undefined;
  const { search: listSearch } = useLocation();
  const me = useCurrentMember();
  const titolare = me?.role === 'titolare';
  const { data: members = [] } = useQuery(assigneesQuery());
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput);
  const [toDelete, setToDelete] = useState<ContactListItem | null>(null);
  const csvExport = useApiDownload(FAILURES.contactsExport);

  function updateParams(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  // A new search starts from page 1.
  useEffect(() => {
    if (debouncedSearch.trim() !== search.trim()) updateParams({ cerca: debouncedSearch.trim(), pagina: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const filters = { page, search: search.trim(), timeFilter, status, leadType, assignee, source };
  const { data, isPending, isError, isFetching } = useQuery({ ...contactsListQuery(filters), meta: INLINE_FAILURE });
  const deletion = useDeleteContact(() => setToDelete(null));

  // A page past the last (the last lead of the last page was deleted, or filters narrowed) shows the last page.
  const totalPages = totalPagesOf(data?.totalCount ?? 0, CONTACTS_PAGE_SIZE);
  useEffect(() => {
    if (!data || isFetching) return;
    const within = pageWithinRange(page, totalPages);
    if (within !== page) updateParams({ pagina: within === 1 ? null : String(within) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching, page, totalPages]);

  function clearSearch() {
    setSearchInput('');
    updateParams({ cerca: null, pagina: null });
  }

  const columns: ColumnsType<ContactListItem> = [
    {
      title: 'Data/Ora',
      dataIndex: 'createdAt',
      render: (value: string) => formatDateTime(value),
      width: 150,
    },
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
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
        </Flex>
      ),
    },
    {
      title: 'Valutazione',
      key: 'valuation',
      render: (_value, contact) => {
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
      },
    },
    { title: 'Stato', dataIndex: 'status', render: (status: ContactStatus) => <ContactStatusTag status={status} /> },
    { title: 'Tipo lead', dataIndex: 'leadType', render: (leadType: LeadType) => <LeadTypeTag leadType={leadType} /> },
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
            <Button size="small" danger onClick={() => setToDelete(contact)} aria-label={`Elimina ${contact.name}`}>
              Elimina
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const totalCount = data?.totalCount ?? 0;
  const empty = <Empty description="Nessun contatto trovato">{search && <Button onClick={clearSearch}>Cancella ricerca</Button>}</Empty>;

  return (
    <>
      <PageHeading title="Contatti" />
      <Card>
        <LeadListToolbar
          search={{
            label: 'Cerca contatti',
            placeholder: 'Cerca per nome, email o telefono',
            value: searchInput,
            onChange: setSearchInput,
            onSearch: (value) => {
              setSearchInput(value);
              updateParams({ cerca: value.trim(), pagina: null });
            },
          }}
          filters={
            <>
              <PeriodSelect value={timeFilter} onChange={(value) => updateParams({ periodo: value === 'all' ? null : value, pagina: null })} />
              <Select
                aria-label="Filtra per stato"
                value={status ?? ''}
                options={[{ value: '', label: 'Tutti gli stati' }, ...STATUS_FILTER_OPTIONS]}
                onChange={(value: string) => updateParams({ stato: value || null, pagina: null })}
                style={{ width: 150 }}
              />
              <Select
                aria-label="Filtra per tipo di lead"
                value={leadType ?? ''}
                options={[{ value: '', label: 'Tutti i tipi di lead' }, ...LEAD_TYPE_FILTER_OPTIONS]}
                onChange={(value: string) => updateParams({ tipo: value || null, pagina: null })}
                style={{ width: 150 }}
              />
              <Select
                aria-label="Filtra per assegnatario"
                value={assignee ?? ''}
                options={[
                  { value: '', label: 'Tutti gli assegnatari' },
                  { value: 'me', label: 'Solo i miei' },
                  { value: 'none', label: 'Non assegnati' },
                  ...members.map((member) => ({ value: String(member.id), label: memberLabel(member) })),
                ]}
                onChange={(value: string) => updateParams({ assegnato: value || null, pagina: null })}
                style={{ width: 190 }}
              />
              <Select
                aria-label="Filtra per origine"
                value={source ?? ''}
                options={[
                  { value: '', label: 'Tutte le origini' },
                  ...(data?.sources ?? (source ? [source] : [])).map((value) => ({ value, label: SOURCE_LABELS[value] ?? value })),
                ]}
                onChange={(value: string) => updateParams({ origine: value || null, pagina: null })}
                style={{ width: 180 }}
              />
            </>
          }
          onlyMine={{ checked: assignee === 'me', onChange: (checked) => updateParams({ assegnato: checked ? 'me' : null, pagina: null }) }}
          csvExport={{ onExport: () => void csvExport.start(contactsExportPath(timeFilter)), exporting: csvExport.downloading }}
        />

        {isError ? (
          <Alert type="error" showIcon title={LOAD_ERROR} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{totalCount === 1 ? '1 contatto' : `${totalCount} contatti`}</Typography.Paragraph>
            <Table<ContactListItem>
              rowKey="id"
              columns={columns}
              dataSource={data?.contacts ?? []}
              loading={isPending || isFetching}
              pagination={false}
              locale={{ emptyText: isPending ? ' ' : empty }}
              scroll={{ x: 900 }}
            />
            <Flex justify="center" style={{ marginTop: 16 }}>
              <PageButtons
                page={page}
                totalPages={totalPages}
                onChange={(next) => updateParams({ pagina: next === 1 ? null : String(next) })}
                disabled={isFetching}
              />
            </Flex>
          </>
        )}
      </Card>

      <DeleteContactDialog
        name={toDelete?.name ?? null}
        deleting={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate({ id: toDelete.id, name: toDelete.name })}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
