import { Button, Card, Empty, Flex, Pagination, Spin, theme, type TableProps } from 'antd';
import { useState, type Key } from 'react';
import { fieldsOf, keyOf, pageOf } from './table-fields';

/**
 * A table's records on a phone: one block each, a list of label and value pairs (the columns' titles and what
 * their cells draw), one under the other, so nothing scrolls sideways and every action stays a tap away. Takes
 * the table's own props, so the screens keep one set of columns; pagination and expandable rows work as in the
 * table.
 */
export function RecordBlocks<Row extends object>({
  label,
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  locale,
  pagination,
  expandable,
}: TableProps<Row> & { label: string }) {
  const { token } = theme.useToken();
  const [ownPage, setOwnPage] = useState(pagination ? (pagination.defaultCurrent ?? 1) : 1);
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const spinning = typeof loading === 'object' ? loading : { spinning: Boolean(loading) };
  // Where the table puts its pagination means nothing here; the rest (hideOnSinglePage, onChange...) does.
  const { placement: _placement, position: _position, ...pageProps } = pagination || {};
  const pageSize = pageProps.pageSize ?? pageProps.defaultPageSize ?? 10;
  const total = pageProps.total ?? dataSource.length;
  // A search that leaves fewer records shows the last page there is, as the table does.
  const current = Math.min(pageProps.current || ownPage, Math.max(1, Math.ceil(total / pageSize)));
  const rows = pageOf(dataSource, pagination, current);

  function toggle(key: Key) {
    setOpen((was) => {
      const now = new Set(was);
      if (!now.delete(key)) now.add(key);
      return now;
    });
  }

  return (
    <Spin {...spinning}>
      {rows.length === 0 ? (
        <div style={{ color: token.colorTextSecondary, textAlign: 'center', padding: token.padding }}>
          {(typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        </div>
      ) : (
        <Flex component="ul" vertical gap={12} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, index) => {
            const key = keyOf(rowKey, row, index);
            const expands = expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true);
            const expanded = open.has(key);
            return (
              <li key={key}>
                <Card size="small">
                  <dl style={{ margin: 0 }}>
                    {fieldsOf(columns, row, index).map((field) => (
                      <div key={field.key} style={{ marginBottom: token.marginXS }}>
                        <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{field.label}</dt>
                        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{field.value}</dd>
                      </div>
                    ))}
                  </dl>
                  {expands && (
                    <>
                      <Button size="small" aria-expanded={expanded} onClick={() => toggle(key)}>
                        {expanded ? 'Nascondi i dettagli' : 'Mostra i dettagli'}
                      </Button>
                      {expanded && <div style={{ marginTop: token.marginSM }}>{expandable.expandedRowRender?.(row, index, 0, true)}</div>}
                    </>
                  )}
                </Card>
              </li>
            );
          })}
        </Flex>
      )}
      {pagination !== false && total > 0 && (
        <Flex justify="center" style={{ marginTop: token.margin }}>
          <Pagination
            {...pageProps}
            current={current}
            pageSize={pageSize}
            total={total}
            onChange={(page, size) => {
              setOwnPage(page);
              pageProps.onChange?.(page, size);
            }}
          />
        </Flex>
      )}
    </Spin>
  );
}
