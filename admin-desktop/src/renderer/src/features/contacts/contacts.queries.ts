import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ContactDeleteResponse,
  ContactDetailsResponse,
  ContactUpdateResponse,
  ConversationResponse,
  FilteredContactsListResponse,
  ContactUpdate,
  ContactSort,
  ContactStatus,
  LeadType,
} from '@valuta/shared/leads';
import { CONTACTS_GC_MS, CONTACTS_PAGE_SIZE, CONTACTS_STALE_MS } from '@valuta/shared/limits';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { api } from '../../lib/api-client';

export interface ContactsFilters {
  page: number;
  search: string;
  timeFilter: TimeFilter;
  status?: ContactStatus;
  leadType?: LeadType;
  /** 'me' ('Solo i miei'), 'none' (unassigned) or a member's id. */
  assignee?: string;
  source?: string;
  /** The list's order; unset, the newest first. */
  sort?: ContactSort;
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filters: ContactsFilters) => [...contactKeys.lists(), filters] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (id: number) => [...contactKeys.details(), id] as const,
  conversation: (valuationId: string) => [...contactKeys.all, 'conversation', valuationId] as const,
};

const EMPTY_LIST: FilteredContactsListResponse = { contacts: [], totalCount: 0, sources: [] };

/** The list call: the search is trimmed and only sent when not empty. */
function contactsListPath({ page, search, timeFilter, status, leadType, assignee, source, sort }: ContactsFilters): string {
  const params = new URLSearchParams({ limit: String(CONTACTS_PAGE_SIZE), offset: String((page - 1) * CONTACTS_PAGE_SIZE) });
  const term = search.trim();
  if (term) params.set('search', term);
  if (timeFilter !== 'all') params.set('timeFilter', timeFilter);
  for (const [key, value] of Object.entries({ status, leadType, assignee, source })) if (value) params.set(key, value);
  if (sort && sort !== 'newest') params.set('sort', sort);
  return `/api/admin/contacts?${params}`;
}

/**
 * 30 s fresh, 5 min kept, no refetch on focus. A 401 reads as an empty list (the session-expiry watcher
 * brings the login back meanwhile).
 */
export const contactsListQuery = (filters: ContactsFilters) =>
  queryOptions({
    queryKey: contactKeys.list(filters),
    queryFn: async () => (await api.getOrNull<FilteredContactsListResponse>(contactsListPath(filters))) ?? EMPTY_LIST,
    staleTime: CONTACTS_STALE_MS,
    gcTime: CONTACTS_GC_MS,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export const contactDetailQuery = (id: number) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: () => api.get<ContactDetailsResponse>(`/api/admin/contacts/${id}/details`),
  });

export const conversationQuery = (valuationId: string) =>
  queryOptions({
    queryKey: contactKeys.conversation(valuationId),
    queryFn: () => api.get<ConversationResponse>(`/api/admin/valuations/${encodeURIComponent(valuationId)}/conversation`),
  });

/** The card was opened: a 'Nuovo' lead becomes 'Letto' (the server leaves any other status). */
export function markContactRead(id: number) {
  return api.post<ContactUpdateResponse>(`/api/admin/contacts/${id}/read`);
}

export function updateContact(id: number, update: ContactUpdate) {
  return api.patch<ContactUpdateResponse>(`/api/admin/contacts/${id}/update`, update);
}

export function deleteContact(id: number) {
  return api.delete<ContactDeleteResponse>(`/api/admin/contacts/${id}`);
}

export function contactsExportPath(timeFilter: TimeFilter): string {
  return timeFilter === 'all' ? '/api/admin/export-contacts-csv' : `/api/admin/export-contacts-csv?timeFilter=${timeFilter}`;
}
