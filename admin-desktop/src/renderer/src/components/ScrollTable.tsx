import { Grid, Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';
import { RecordBlocks } from './RecordBlocks';

/**
 * A screen's table. Below Ant Design's `md` breakpoint (a phone) its records are stacked blocks of label and
 * value pairs (RecordBlocks), drawn from the same columns: a table scrolling sideways on a phone is read one
 * cell at a time and hides the row's actions off screen. Wider, it is the table; a table wider than its window
 * scrolls sideways inside its own region, named and taking focus, so a keyboard reaches it and scrolls it with
 * the arrows, and a screen reader says what it holds. Ant Design's Table draws the region itself and takes no
 * props for it: they are set on it once it is drawn.
 */
export function ScrollTable<Row extends object>({ label, ...props }: TableProps<Row> & { label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // Unknown until measured (the first render): the table, as on a desk, where the app mostly runs.
  const narrow = Grid.useBreakpoint().md === false;
  useEffect(() => {
    for (const region of frame.current?.querySelectorAll('.ant-table-content, .ant-table-body') ?? []) {
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  if (narrow) return <RecordBlocks<Row> label={label} {...props} />;
  return (
    <div ref={frame}>
      <Table<Row> {...props} />
    </div>
  );
}
