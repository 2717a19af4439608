import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OwnerSummary } from '@valuta/shared/owners';
import { formatDateTime } from '@valuta/shared/format';
import { OWNERS_PAGE_SIZE } from '@valuta/shared/limits';
import { totalPagesOf } from '../../components/page-window';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { filterOwners, ownersQuery } from './owners.queries';
import { EmailLink } from '../../components/ContactLinks';
import { ScrollTable } from '../../components/ScrollTable';

/** Utenti: total card, search, 10 rows a page with previous/next and 'Pagina X di Y'. */
export function OwnersPage() {
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({ ...ownersQuery(), meta: INLINE_FAILURE });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const owners = useMemo(() => filterOwners(data ?? [], search), [data, search]);
  const totalPages = totalPagesOf(owners.length, OWNERS_PAGE_SIZE);
  const currentPage = Math.min(page, totalPages);
  const rows = owners.slice((currentPage - 1) * OWNERS_PAGE_SIZE, currentPage * OWNERS_PAGE_SIZE);

  const columns: ColumnsType<OwnerSummary> = [
    { title: 'Nome', dataIndex: 'name', render: (name: string | null) => name || '—' },
    { title: 'Email', dataIndex: 'email', render: (email: string) => <EmailLink email={email} /> },
    { title: 'Telefono', dataIndex: 'phone', render: (phone: string | null) => phone || '—' },
    { title: 'Registrato il', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    { title: 'Valutazioni', dataIndex: 'valuations_count' },
    {
      title: 'Ultima valutazione',
      dataIndex: 'last_valuation_date',
      render: (value: string | null) => (value ? formatDateTime(value) : '—'),
    },
    {
      title: 'GDPR',
      dataIndex: 'gdpr_consent',
      render: (consent: boolean) => <Tag color={consent ? 'green' : 'default'}>{consent ? 'Consenso' : 'Nessun consenso'}</Tag>,
    },
    {
      title: 'Azioni',
      key: 'actions',
      render: (_value, owner) => (
        <Button size="small" onClick={() => void navigate(`/users/${owner.id}`)} aria-label={`Dettagli di ${owner.name ?? owner.email}`}>
          Dettagli
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Utenti" />
      <Card style={{ marginBottom: 16, maxWidth: 320 }}>
        <Statistic title="Utenti totali" value={data?.length ?? 0} loading={isPending} />
      </Card>
      <Card>
        <Input.Search
          aria-label="Cerca utenti"
          placeholder="Cerca per nome, email o telefono"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ width: 320, maxWidth: '100%', marginBottom: 16 }}
        />
        {isError ? (
          <Alert type="error" showIcon title="Impossibile caricare gli utenti. Riprova più tardi." />
        ) : (
          <>
            <ScrollTable<OwnerSummary>
              label="Utenti"
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={isPending}
              pagination={false}
              locale={{ emptyText: <Empty description="Nessun utente trovato" /> }}
              scroll={{ x: 900 }}
            />
            <Flex justify="center" align="center" gap={12} style={{ marginTop: 16 }}>
              <Button onClick={() => setPage(currentPage - 1)} disabled={currentPage <= 1}>
                Precedente
              </Button>
              <Typography.Text>
                Pagina {currentPage} di {totalPages}
              </Typography.Text>
              <Button onClick={() => setPage(currentPage + 1)} disabled={currentPage >= totalPages}>
                Successiva
              </Button>
            </Flex>
          </>
        )}
      </Card>
    </>
  );
}
