import { queryOptions } from '@tanstack/react-query';
import type { UnsupportedCityChangeResponse, UnsupportedCityListResponse, UnsupportedCityStatus } from '@valuta/shared/unsupported-cities';
import { api } from '../../lib/api-client';

export const unsupportedCityKeys = {
  all: ['unsupported-cities'] as const,
  list: () => [...unsupportedCityKeys.all, 'list'] as const,
};

export const unsupportedCitiesQuery = () =>
  queryOptions({
    queryKey: unsupportedCityKeys.list(),
    queryFn: () => api.get<UnsupportedCityListResponse>('/api/admin/unsupported-city-contacts'),
  });

export function setUnsupportedCityStatus(id: number, status: UnsupportedCityStatus) {
  return api.patch<UnsupportedCityChangeResponse>(`/api/admin/unsupported-city-contacts/${id}/status`, { status });
}

export function setUnsupportedCityNotes(id: number, notes: string) {
  return api.patch<UnsupportedCityChangeResponse>(`/api/admin/unsupported-city-contacts/${id}/notes`, { notes });
}
