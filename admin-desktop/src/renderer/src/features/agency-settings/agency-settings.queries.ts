import { queryOptions } from '@tanstack/react-query';
import type { AgencyPhotoResponse, AgencySettingsPayloadInput, AgencySettingsResponse } from '@valuta/shared/agency';
import { api, uploadFile } from '../../lib/api-client';

export const agencySettingsKey = ['agency-settings'] as const;

/** The agency's settings; also read by the titolare's 'Per iniziare' checklist (features/setup). */
export const agencySettingsQuery = () =>
  queryOptions({
    queryKey: agencySettingsKey,
    queryFn: () => api.get<AgencySettingsResponse>('/api/admin/agency-settings'),
    staleTime: 60_000,
  });

export const saveAgencySettings = (payload: AgencySettingsPayloadInput) => api.put<AgencySettingsResponse>('/api/admin/agency-settings', payload);

export const uploadAgencyPhoto = (file: File) => uploadFile<AgencyPhotoResponse>('/api/admin/agency-settings/photos', file);

/** A new entry's id in the team or the reviews: short, unique enough within one document, lowercase. */
export function newEntryId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
