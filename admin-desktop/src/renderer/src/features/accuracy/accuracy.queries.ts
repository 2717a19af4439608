import { queryOptions } from '@tanstack/react-query';
import type { AdminAccuracyResponse } from '@valuta/shared/accuracy';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { api } from '../../lib/api-client';

export const accuracyKeys = {
  all: ['accuracy'] as const,
  period: (period: TimeFilter) => [...accuracyKeys.all, period] as const,
};

/** How close the estimates came to the sales whose sale date falls in the period. */
export const accuracyQuery = (period: TimeFilter) =>
  queryOptions({
    queryKey: accuracyKeys.period(period),
    queryFn: () => api.get<AdminAccuracyResponse>(`/api/admin/accuracy?period=${period}`),
  });
