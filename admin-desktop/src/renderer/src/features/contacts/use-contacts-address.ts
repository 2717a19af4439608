import { useSearchParams } from 'react-router-dom';
import { CONTACT_SORTS, CONTACT_STATUSES, LEAD_TYPES } from '@valuta/shared/leads';
import { TIME_FILTERS } from '@valuta/shared/time-filters';
import type { ContactsFilters } from './contacts.queries';

/** Each part of the list's state under its Italian name in the address (/contatti?cerca=…&pagina=2). */
const ADDRESS_KEYS = {
  search: 'cerca',
  timeFilter: 'periodo',
  page: 'pagina',
  status: 'stato',
  leadType: 'tipo',
  assignee: 'assegnato',
  source: 'origine',
  sort: 'ordine',
} as const satisfies Record<keyof ContactsFilters, string>;

/** A change of search or filters; unset or empty clears one. */
export type FiltersChange = Partial<Omit<ContactsFilters, 'page'>>;

function readOne<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** 'me', 'none' or a member's id; anything else is no filter. */
function readAssignee(value: string | null): string | undefined {
  return value === 'me' || value === 'none' || (value && /^[1-9]\d{0,9}$/.test(value)) ? value : undefined;
}

/** The list's state from the address; what is missing or unknown there is the default (everything, page 1). */
function readFilters(params: URLSearchParams): ContactsFilters {
  const read = (name: keyof ContactsFilters) => params.get(ADDRESS_KEYS[name]);
  return {
    search: read('search') ?? '',
    timeFilter: readOne(TIME_FILTERS, read('timeFilter')) ?? 'all',
    page: Math.max(1, Number(read('page')) || 1),
    status: readOne(CONTACT_STATUSES, read('status')),
    leadType: readOne(LEAD_TYPES, read('leadType')),
    assignee: readAssignee(read('assignee')),
    source: read('source') || undefined,
    sort: readOne(CONTACT_SORTS, read('sort')),
  };
}

/** A value as the address holds it, or null for a default, which the address leaves out. */
function addressValue(name: keyof ContactsFilters, value: ContactsFilters[keyof ContactsFilters]): string | null {
  const text = name === 'search' ? String(value ?? '').trim() : String(value ?? '');
  if (text === '' || (name === 'timeFilter' && text === 'all') || (name === 'page' && text === '1') || (name === 'sort' && text === 'newest'))
    return null;
  return text;
}

/**
 * The contacts list's search, filters and page, kept in the address so that coming back from a card (or a
 * reload) finds the same list. Changes replace the history entry rather than add one; a change of search or
 * filters starts again from page 1.
 */
export function useContactsAddress() {
  const [params, setParams] = useSearchParams();

  function write(changes: Partial<ContactsFilters>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as Array<[keyof ContactsFilters, ContactsFilters[keyof ContactsFilters]]>) {
          const text = addressValue(name, value);
          if (text === null) next.delete(ADDRESS_KEYS[name]);
          else next.set(ADDRESS_KEYS[name], text);
        }
        return next;
      },
      { replace: true },
    );
  }

  return {
    filters: readFilters(params),
    changeFilters: (changes: FiltersChange) => write({ ...changes, page: 1 }),
    goToPage: (page: number) => write({ page }),
  };
}
