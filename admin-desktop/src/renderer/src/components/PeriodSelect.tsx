import { Select } from 'antd';
import { TIME_FILTERS, TIME_FILTER_LABELS, type TimeFilter } from '@valuta/shared/time-filters';

const OPTIONS = TIME_FILTERS.map((value) => ({ value, label: TIME_FILTER_LABELS[value] }));

/** The period filter of the lists: all, 7, 30 or 90 days. */
export function PeriodSelect({ value, onChange }: { value: TimeFilter; onChange: (value: TimeFilter) => void }) {
  return <Select aria-label="Periodo" value={value} onChange={onChange} options={OPTIONS} style={{ minWidth: 180 }} />;
}
