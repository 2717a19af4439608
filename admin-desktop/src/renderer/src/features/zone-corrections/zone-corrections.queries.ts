import { queryOptions } from '@tanstack/react-query';
import type {
  ApplyZoneCorrectionsPayload,
  ZoneCorrectionChangeResponse,
  ZoneCorrectionHistoryResponse,
  ZoneCorrectionPreviewResponse,
} from '@valuta/shared/zone-corrections';
import { api } from '../../lib/api-client';

export const zoneCorrectionKeys = { all: ['zone-corrections'] as const };

export const zoneCorrectionHistoryQuery = () =>
  queryOptions({
    queryKey: [...zoneCorrectionKeys.all, 'history'],
    queryFn: () => api.get<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections'),
  });

export const zoneCorrectionPreviewQuery = () =>
  queryOptions({
    queryKey: [...zoneCorrectionKeys.all, 'preview'],
    queryFn: () => api.get<ZoneCorrectionPreviewResponse>('/api/admin/zone-corrections/preview'),
  });

export const applyZoneCorrections = (payload: ApplyZoneCorrectionsPayload) =>
  api.post<ZoneCorrectionChangeResponse>('/api/admin/zone-corrections', payload);
export const revertZoneCorrections = (version: number) => api.post<ZoneCorrectionChangeResponse>(`/api/admin/zone-corrections/${version}/revert`, {});
export const activateZoneCorrections = (version: number) =>
  api.post<ZoneCorrectionChangeResponse>(`/api/admin/zone-corrections/${version}/activate`, {});
export const deactivateZoneCorrections = () => api.post<ZoneCorrectionChangeResponse>('/api/admin/zone-corrections/deactivate', {});

const factorFormatter = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** 1.05 → "1,05"; null → "—". */
export const factorText = (factor: number | null) => (factor === null ? '—' : factorFormatter.format(factor));
