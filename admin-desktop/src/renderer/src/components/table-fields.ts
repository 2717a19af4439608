import { isValidElement, type Key, type ReactNode } from 'react';
import type { TableProps } from 'antd';
import type { ColumnGroupType, ColumnType, ColumnsType, TablePaginationConfig } from 'antd/es/table';

/** One label and its value, of one record: what a table's cell says, with its column's title. */
export interface Field {
  key: Key;
  label: ReactNode;
  value: ReactNode;
}

const isGroup = <Row>(column: ColumnGroupType<Row> | ColumnType<Row>): column is ColumnGroupType<Row> => 'children' in column;

/** The columns that draw cells, in order: a group's columns in its place, hidden ones left out. */
function leafColumns<Row>(columns: ColumnsType<Row>): ColumnType<Row>[] {
  return columns.filter((column) => !column.hidden).flatMap((column) => (isGroup(column) ? leafColumns(column.children) : [column]));
}

function valueAt(row: object, dataIndex: ColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) => (value === null || value === undefined ? undefined : (value as Record<string, unknown>)[String(step)]),
    row,
  );
}

/**
 * A record as its table shows it: each column's title and what its `render` draws (or the plain value), so a
 * screen builds its columns once for both the table and the stacked blocks of a phone.
 */
export function fieldsOf<Row extends object>(columns: ColumnsType<Row>, row: Row, index: number): Field[] {
  return leafColumns(columns).map((column, at) => {
    const value = valueAt(row, column.dataIndex as ColumnType<object>['dataIndex']);
    const drawn = column.render ? column.render(value, row, index) : (value as ReactNode);
    // A render may answer { children, props } to span cells: a block has no cells to span, only the content.
    const content = drawn !== null && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn ? drawn.children : drawn;
    const title = typeof column.title === 'function' ? column.title({}) : column.title;
    // The columns of a table come in a fixed order: the place is a key that stays.
    return { key: column.key ?? at, label: title, value: content as ReactNode };
  });
}

/** A record's key as the table would take it from `rowKey` (antd's default: the record's `key`). */
export function keyOf<Row extends object>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<string, Key>)[String(rowKey ?? 'key')] ?? index;
}

/**
 * The records on page `current` as antd's Table picks them: the whole list sliced, unless the server sent one
 * page of a longer `total`, which is shown as it came.
 */
export function pageOf<Row>(rows: readonly Row[], pagination: TablePaginationConfig | false | undefined, current: number): readonly Row[] {
  if (pagination === false) return rows;
  const pageSize = pagination?.pageSize ?? pagination?.defaultPageSize ?? 10;
  const total = pagination?.total ?? rows.length;
  if (rows.length < total && rows.length <= pageSize) return rows;
  return rows.slice((current - 1) * pageSize, current * pageSize);
}
