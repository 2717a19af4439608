import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ContactListItem } from '@valuta/shared/leads';
import { CONTACTS_PAGE_SIZE } from '@valuta/shared/limits';
import { PageButtons } from '../../components/PageButtons';
import { totalPagesOf } from '../../components/page-window';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { contactsListQuery } from './contacts.queries';
import { useContactsColumns } from './contacts-columns';
import { ContactsToolbar } from './ContactsToolbar';
import { DeleteContactDialog } from './DeleteContactDialog';
import { pageWithinRange } from './list-location';
import { useContactsAddress } from './use-contacts-address';
import { useDeleteContact } from './use-delete-contact';
import { useSearchBox } from './use-search-box';
import { ScrollTable } from '../../components/ScrollTable';

const LOAD_ERROR = 'Si è verificato un errore nel caricamento dei contatti. Riprova più tardi.';

/**
 * The leads of the valuation chat: the toolbar, the table, up to seven page buttons and the delete
 * confirmation. Search, filters and page live in the address (use-contacts-address.ts).
 */
export function ContactsPage() {
  const { filters, changeFilters, goToPage } = useContactsAddress();
  const { page } = filters;
  const searchBox = useSearchBox(filters.search, (search) => changeFilters({ search }));
  const [toDelete, setToDelete] = useState<ContactListItem | null>(null);
  const columns = useContactsColumns(setToDelete);
  const { data, isPending, isError, isFetching } = useQuery({
    ...contactsListQuery({ ...filters, search: filters.search.trim() }),
    meta: INLINE_FAILURE,
  });
  const deletion = useDeleteContact(() => setToDelete(null));

  // A page past the last (the last lead of the last page was deleted, or filters narrowed) shows the last page.
  const totalCount = data?.totalCount ?? 0;
  const totalPages = totalPagesOf(totalCount, CONTACTS_PAGE_SIZE);
  useEffect(() => {
    if (!data || isFetching) return;
    const within = pageWithinRange(page, totalPages);
    if (within !== page) goToPage(within);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching, page, totalPages]);

  const empty = <Empty description="Nessun contatto trovato">{filters.search && <Button onClick={searchBox.clear}>Cancella ricerca</Button>}</Empty>;

  return (
    <>
      <PageHeading title="Contatti" />
      <Card>
        <ContactsToolbar filters={filters} searchBox={searchBox} sources={data?.sources} changeFilters={changeFilters} />
        {isError ? (
          <Alert type="error" showIcon title={LOAD_ERROR} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{totalCount === 1 ? '1 contatto' : `${totalCount} contatti`}</Typography.Paragraph>
            <ScrollTable<ContactListItem>
              label="Contatti"
              rowKey="id"
              columns={columns}
              dataSource={data?.contacts ?? []}
              loading={isPending || isFetching}
              pagination={false}
              locale={{ emptyText: isPending ? ' ' : empty }}
              scroll={{ x: 900 }}
            />
            <Flex justify="center" style={{ marginTop: 16 }}>
              <PageButtons page={page} totalPages={totalPages} onChange={goToPage} disabled={isFetching} />
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
