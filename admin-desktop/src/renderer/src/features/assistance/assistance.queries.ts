import { queryOptions } from '@tanstack/react-query';
import type { AssistanceChangeResponse, AssistanceListResponse, AssistanceStatus } from '@valuta/shared/assistance';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { api } from '../../lib/api-client';

export const assistanceKeys = {
  all: ['assistance'] as const,
  list: () => [...assistanceKeys.all, 'list'] as const,
};

/** A 401 reads as an empty list (the session-expiry watcher brings the login back meanwhile). */
export const assistanceListQuery = () =>
  queryOptions({
    queryKey: assistanceKeys.list(),
    queryFn: async () => (await api.getOrNull<AssistanceListResponse>('/api/admin/assistenze'))?.assistenze ?? [],
  });

export function setAssistanceStatus(id: number, status: AssistanceStatus) {
  return api.patch<AssistanceChangeResponse>(`/api/admin/assistenze/${id}/status`, { status });
}

export function setAssistanceNotes(id: number, notes: string) {
  return api.patch<AssistanceChangeResponse>(`/api/admin/assistenze/${id}/notes`, { notes });
}

export function assistanceExportPath(timeFilter: TimeFilter): string {
  return `/api/admin/export-assistenze-csv?timeFilter=${timeFilter}`;
}
