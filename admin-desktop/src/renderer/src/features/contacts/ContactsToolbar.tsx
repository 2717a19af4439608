import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import {
  CONTACT_SORTS,
  CONTACT_SORT_LABELS,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
  type ContactSort,
  type ContactStatus,
  type LeadType,
} from '@valuta/shared/leads';
import { LeadListToolbar } from '../../components/LeadListToolbar';
import { PeriodSelect } from '../../components/PeriodSelect';
import { useApiDownload } from '../../components/use-api-download';
import { FAILURES } from '../../lib/failures';
import { assigneesQuery, memberLabel } from '../team/team.queries';
import { contactsExportPath, type ContactsFilters } from './contacts.queries';
import type { FiltersChange } from './use-contacts-address';
import type { SearchBox } from './use-search-box';

const STATUS_OPTIONS = [
  { value: '', label: 'Tutti gli stati' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] })),
];
const LEAD_TYPE_OPTIONS = [{ value: '', label: 'Tutti i tipi di lead' }, ...LEAD_TYPES.map((value) => ({ value, label: LEAD_TYPE_LABELS[value] }))];
const SORT_OPTIONS = CONTACT_SORTS.map((value) => ({ value, label: CONTACT_SORT_LABELS[value] }));
const SOURCE_LABELS: Record<string, string> = { chat: 'Chat di valutazione' };

interface ContactsToolbarProps {
  filters: ContactsFilters;
  searchBox: SearchBox;
  /** The origins the server has leads from, once the list has loaded. */
  sources: string[] | undefined;
  changeFilters: (changes: FiltersChange) => void;
}

/**
 * The contacts list's bar: search, period, status, lead type, assignee and origin, the order (newest, oldest,
 * to contact first, next action), 'Solo i miei' (the assignee filter's 'me'), and the CSV of the period.
 */
export function ContactsToolbar({ filters, searchBox, sources, changeFilters }: ContactsToolbarProps) {
  const { timeFilter, status, leadType, assignee, source, sort } = filters;
  const { data: members = [] } = useQuery(assigneesQuery());
  const csvExport = useApiDownload(FAILURES.contactsExport);
  // The chosen origin stays offered while the list that names the origins loads.
  const sourceValues = sources ?? (source ? [source] : []);

  return (
    <LeadListToolbar
      search={{
        label: 'Cerca contatti',
        placeholder: 'Cerca per nome, email o telefono',
        value: searchBox.input,
        onChange: searchBox.setInput,
        onSearch: searchBox.submit,
      }}
      filters={
        <>
          <PeriodSelect value={timeFilter} onChange={(value) => changeFilters({ timeFilter: value })} />
          <Select
            aria-label="Filtra per stato"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value: ContactStatus | '') => changeFilters({ status: value || undefined })}
            style={{ width: 150 }}
          />
          <Select
            aria-label="Filtra per tipo di lead"
            value={leadType ?? ''}
            options={LEAD_TYPE_OPTIONS}
            onChange={(value: LeadType | '') => changeFilters({ leadType: value || undefined })}
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
            onChange={(value: string) => changeFilters({ assignee: value || undefined })}
            style={{ width: 190 }}
          />
          <Select
            aria-label="Filtra per origine"
            value={source ?? ''}
            options={[{ value: '', label: 'Tutte le origini' }, ...sourceValues.map((value) => ({ value, label: SOURCE_LABELS[value] ?? value }))]}
            onChange={(value: string) => changeFilters({ source: value || undefined })}
            style={{ width: 180 }}
          />
          <Select
            aria-label="Ordina per"
            value={sort ?? 'newest'}
            options={SORT_OPTIONS}
            onChange={(value: ContactSort) => changeFilters({ sort: value })}
            style={{ width: 190 }}
          />
        </>
      }
      onlyMine={{ checked: assignee === 'me', onChange: (checked) => changeFilters({ assignee: checked ? 'me' : undefined }) }}
      csvExport={{ onExport: () => void csvExport.start(contactsExportPath(timeFilter)), exporting: csvExport.downloading }}
    />
  );
}
