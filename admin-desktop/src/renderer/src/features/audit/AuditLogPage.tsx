import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@valuta/shared/format';
import { AUDIT_PAGE_SIZE, type AuditLogItem, type AuditLogResponse } from '@valuta/shared/audit';
import { api } from '../../lib/api-client';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { assigneesQuery, memberLabel } from '../team/team.queries';
import { ScrollTable } from '../../components/ScrollTable';

/** The families of actions, in the words of the screen. */
const ACTION_OPTIONS = [
  { value: 'contact', label: 'Contatti' },
  { value: 'seller_contact', label: 'Contatti venditori' },
  { value: 'assistance', label: 'Assistenza' },
  { value: 'unsupported_city_contact', label: 'Città non supportate' },
  { value: 'team', label: 'Team' },
  { value: 'profile', label: 'Profili' },
  { value: 'zone_corrections', label: 'Correzioni di zona' },
  { value: 'read', label: 'Consultazioni (schede ed elenchi aperti)' },
];

function changeText(entry: AuditLogItem): string {
  const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** Registro attività (titolare): who did what, newest first, by member and kind of action; filters in the URL. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const actorId = params.get('membro') ?? undefined;
  const action = params.get('azione') ?? undefined;
  const entityId = params.get('id') ?? '';
  const { data: members = [] } = useQuery(assigneesQuery());

  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String((page - 1) * AUDIT_PAGE_SIZE) });
  if (actorId) query.set('actorId', actorId);
  if (action) query.set('action', action);
  if (entityId) query.set('entityId', entityId);
  const { data, isPending, isFetching, isError } = useQuery({
    queryKey: ['audit-log', query.toString()],
    queryFn: () => api.get<AuditLogResponse>(`/api/admin/audit-log?${query}`),
    placeholderData: keepPreviousData,
    meta: INLINE_FAILURE,
  });

  function set(changes: Record<string, string | null | undefined>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const columns: ColumnsType<AuditLogItem> = [
    { title: 'Data/Ora', dataIndex: 'created_at', render: (value: string) => formatDateTime(value), width: 150 },
    { title: 'Chi', dataIndex: 'actor_email', render: (value: string | null) => value ?? '—' },
    { title: 'Azione', dataIndex: 'action' },
    { title: 'Record', key: 'entity', render: (_value, entry) => `${entry.entity_type} #${entry.entity_id}` },
    {
      title: 'Modifica',
      key: 'change',
      render: (_value, entry) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {changeText(entry)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Registro attività" />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Filtra per membro"
            value={actorId ?? ''}
            options={[{ value: '', label: 'Tutti i membri' }, ...members.map((member) => ({ value: String(member.id), label: memberLabel(member) }))]}
            onChange={(value: string) => set({ membro: value, pagina: null })}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Filtra per azione"
            value={action ?? ''}
            options={[{ value: '', label: 'Tutte le azioni' }, ...ACTION_OPTIONS]}
            onChange={(value: string) => set({ azione: value, pagina: null })}
            style={{ width: 200 }}
          />
          <Input.Search
            aria-label="Filtra per identificativo"
            placeholder="ID del record"
            allowClear
            defaultValue={entityId}
            onSearch={(value) => set({ id: value.trim(), pagina: null })}
            style={{ width: 200 }}
          />
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title="Impossibile caricare il registro. Riprova più tardi." />
        ) : (
          <ScrollTable<AuditLogItem>
            label="Registro attività"
            rowKey="id"
            columns={columns}
            dataSource={data?.entries ?? []}
            loading={isPending || isFetching}
            pagination={{
              current: page,
              pageSize: AUDIT_PAGE_SIZE,
              total: data?.totalCount ?? 0,
              showSizeChanger: false,
              onChange: (next) => set({ pagina: next === 1 ? null : String(next) }),
            }}
            scroll={{ x: 900 }}
          />
        )}
      </Card>
    </>
  );
}
