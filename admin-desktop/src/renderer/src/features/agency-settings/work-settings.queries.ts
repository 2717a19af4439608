import { queryOptions } from '@tanstack/react-query';
import type { WorkSettingsInput, WorkSettingsResponse } from '@valuta/shared/work-queue';
import { api } from '../../lib/api-client';

export const workSettingsKey = ['work-settings'] as const;

/** 'Tempo di primo contatto' and 'Modelli di messaggio': every member reads them (the card lists the templates). */
export const workSettingsQuery = () =>
  queryOptions({
    queryKey: workSettingsKey,
    queryFn: () => api.get<WorkSettingsResponse>('/api/admin/work-settings'),
    staleTime: 60_000,
  });

export const saveWorkSettings = (settings: WorkSettingsInput) => api.put<WorkSettingsResponse>('/api/admin/work-settings', settings);
