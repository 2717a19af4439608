import { Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A table wider than a phone scrolls sideways inside its own region. That region is named and takes focus, so a
 * keyboard reaches it and scrolls it with the arrows, and a screen reader says what it holds. Ant Design's Table
 * draws the region itself and takes no props for it: they are set on it once it is drawn.
 */
export function ScrollTable<Row extends object>({ label, ...props }: TableProps<Row> & { label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of frame.current?.querySelectorAll('.ant-table-content, .ant-table-body') ?? []) {
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  return (
    <div ref={frame}>
      <Table<Row> {...props} />
    </div>
  );
}
