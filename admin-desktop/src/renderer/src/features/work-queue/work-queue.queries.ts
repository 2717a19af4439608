import { queryOptions } from '@tanstack/react-query';
import type { WorkQueueCountsResponse, WorkQueueResponse } from '@valuta/shared/work-queue';
import { api } from '../../lib/api-client';

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
    refetchOnWindowFocus: true,
  });

/** The sidebar's badges ('Da fare', 'Appuntamenti' to confirm); a failure leaves the badges out, silently. */
export const workQueueCountsQuery = () =>
  queryOptions({
    queryKey: workQueueKeys.counts(),
    queryFn: () => api.get<WorkQueueCountsResponse>('/api/admin/work-queue/counts'),
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
