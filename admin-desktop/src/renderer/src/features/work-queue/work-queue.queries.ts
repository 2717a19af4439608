import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkQueueCountsResponse, WorkQueueResponse } from '@valuta/shared/work-queue';
import { api } from '../../lib/api-client';
import { INLINE_FAILURE } from '../../lib/failures';
import { START_FRESHNESS_MS } from '../../lib/start-freshness';

/** 'me', 'none' (the unassigned) or a member's id: a titolare's filter; a consulente's queue takes none. */
export type QueueMemberFilter = 'me' | 'none' | `${number}`;

export const workQueueKeys = {
  all: ['work-queue'] as const,
  list: (member: QueueMemberFilter | null) => [...workQueueKeys.all, 'list', member] as const,
  counts: () => [...workQueueKeys.all, 'counts'] as const,
};

/** How often the sidebar's counts and the open queue look again: new leads arrive while the page sits open. */
const QUEUE_REFRESH_MS = 30_000;

/** 'Da fare': refetched on focus and every half minute, so a lead that arrives shows up without a reload. */
export const workQueueQuery = (member: QueueMemberFilter | null) =>
  queryOptions({
    queryKey: workQueueKeys.list(member),
    queryFn: () => api.get<WorkQueueResponse>(`/api/admin/work-queue${member ? `?member=${member}` : ''}`),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: START_FRESHNESS_MS,
    // Fresh or not, the window coming back to the front looks again.
    refetchOnWindowFocus: 'always',
  });

/** The titolare's member filter as the address holds it (?membro=me|none|<id>); anything else is everybody. */
export function readMember(value: string | null): QueueMemberFilter | null {
  return value === 'me' || value === 'none' || (value && /^[1-9]\d{0,9}$/.test(value)) ? (value as QueueMemberFilter) : null;
}

/**
 * Asks for the queue at `search` (the address's query) as soon as the session is known, instead of once the page
 * is drawn (layouts/shell-data.ts says why). A consulente's queue takes no filter.
 */
export function prefetchWorkQueue(client: QueryClient, search: string, titolare: boolean) {
  const member = titolare ? readMember(new URLSearchParams(search).get('membro')) : null;
  void client.prefetchQuery({ ...workQueueQuery(member), meta: INLINE_FAILURE });
}

/** The sidebar's badges ('Da fare', 'Appuntamenti' to confirm); a failure leaves the badges out, silently. */
export const workQueueCountsQuery = () =>
  queryOptions({
    queryKey: workQueueKeys.counts(),
    queryFn: () => api.get<WorkQueueCountsResponse>('/api/admin/work-queue/counts'),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: START_FRESHNESS_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
