import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import type { AgencySettingsPayloadInput } from '@valuta/shared/agency';
import { FAILURES } from '../../lib/failures';
import { clearFieldErrors, markRefusedFields } from '../../lib/form-field-errors';
import { agencySettingsKey, saveAgencySettings } from './agency-settings.queries';
import { useToasts } from '../../app/toasts';

/**
 * Saves the whole settings document. The saved answer replaces the cached one (the 'Per iniziare' checklist reads it);
 * the fields the server refuses are marked on the form with its messages, and unmarked by the next successful save.
 */
export function useSaveAgencySettings(form: FormInstance<AgencySettingsPayloadInput>) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: saveAgencySettings,
    meta: { failure: FAILURES.agencySettingsSave },
    onSuccess: (saved) => {
      clearFieldErrors(form);
      queryClient.setQueryData(agencySettingsKey, saved);
      notification.success({ title: 'Impostazioni salvate', description: 'Il sito e le e-mail usano già i nuovi dati.' });
    },
    onError: (error) => markRefusedFields(form, error),
  });
}
