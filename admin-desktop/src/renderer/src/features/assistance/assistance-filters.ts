import type { AdminAssistanceRequest, AssistanceStatus } from '@valuta/shared/assistance';
import { TIME_FILTER_DAYS, type TimeFilter } from '@valuta/shared/time-filters';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AssistanceStatusFilter = 'all' | AssistanceStatus;

/** The list filtered on the client: text, status, and days elapsed since the request. */
export function filterAssistance(
  requests: AdminAssistanceRequest[],
  filters: { search: string; status: AssistanceStatusFilter; timeFilter: TimeFilter },
  now = Date.now(),
): AdminAssistanceRequest[] {
  const term = filters.search.trim().toLowerCase();
  const days = TIME_FILTER_DAYS[filters.timeFilter];
  return requests.filter((request) => {
    if (filters.status !== 'all' && request.status !== filters.status) return false;
    if (days !== null && (now - new Date(request.created_at).getTime()) / DAY_MS > days) return false;
    if (!term) return true;
    return [request.nome, request.email, request.telefono, request.descrizione, String(request.id)].some((field) =>
      field.toLowerCase().includes(term),
    );
  });
}
