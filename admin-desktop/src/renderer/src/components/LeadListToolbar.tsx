import { Button, Checkbox, Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIsTitolare } from '../features/auth/use-current-member';

interface ListSearch {
  /** The search box's accessible name ('Cerca contatti'). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the search button; without it the list follows the typing alone. */
  onSearch?: (value: string) => void;
  width?: number;
}

interface ListExport {
  onExport: () => void;
  exporting: boolean;
  disabled?: boolean;
}

interface LeadListToolbarProps {
  search?: ListSearch;
  /** The list's own filters (period, status…), in the order shown. */
  filters?: ReactNode;
  /** 'Solo i miei': only the leads assigned to the signed-in member. */
  onlyMine: { checked: boolean; onChange: (checked: boolean) => void };
  /** 'Esporta CSV', offered to the titolare alone: the server refuses an export to anyone else. */
  csvExport?: ListExport;
}

/** The bar above a list of leads: search, the list's filters, 'Solo i miei' and the CSV export on the right. */
export function LeadListToolbar({ search, filters, onlyMine, csvExport }: LeadListToolbarProps) {
  const titolare = useIsTitolare();
  return (
    <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap style={{ maxWidth: '100%' }}>
        {search && (
          <Input.Search
            aria-label={search.label}
            placeholder={search.placeholder}
            allowClear
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            onSearch={search.onSearch}
            style={{ width: search.width ?? 320, maxWidth: '100%' }}
          />
        )}
        {filters}
        <Checkbox checked={onlyMine.checked} onChange={(event) => onlyMine.onChange(event.target.checked)}>
          Solo i miei
        </Checkbox>
      </Flex>
      {csvExport && titolare && (
        <Button onClick={csvExport.onExport} disabled={csvExport.disabled} loading={csvExport.exporting}>
          Esporta CSV
        </Button>
      )}
    </Flex>
  );
}
