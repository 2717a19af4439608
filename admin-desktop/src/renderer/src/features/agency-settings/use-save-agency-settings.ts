import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { AgencySettingsPayloadInput } from '@valuta/shared/agency';
import { apiErrorOf } from '../../lib/api-errors';
import { FAILURES } from '../../lib/failures';
import { agencySettingsKey, fieldPath, saveAgencySettings } from './agency-settings.queries';

/**
 * Saves the whole settings document. The saved answer replaces the cached one (the shell's banner reads it);
 * the fields the server refuses are marked on the form with its messages.
 */
export function useSaveAgencySettings(form: FormInstance<AgencySettingsPayloadInput>) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: saveAgencySettings,
    meta: { failure: FAILURES.agencySettingsSave },
    onSuccess: (saved) => {
      queryClient.setQueryData(agencySettingsKey, saved);
      notification.success({ title: 'Impostazioni salvate', description: 'Il sito e le e-mail usano già i nuovi dati.' });
    },
    onError: (error) => {
      const fields = apiErrorOf(error)?.fields ?? {};
      // The server names fields by their dotted path; the form's paths are typed by its values, which a path
      // built from text cannot be, hence the cast.
      form.setFields(
        Object.entries(fields).map(([field, message]) => ({ name: fieldPath(field), errors: [message] })) as Parameters<typeof form.setFields>[0],
      );
    },
  });
}
