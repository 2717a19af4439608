import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ContactDetailsResponse } from '@valuta/shared/admin-api';
import type { ContactUpdate } from '@valuta/shared/schemas/admin';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { contactKeys, updateContact } from '../contacts/contacts.queries';

/**
 * One change of the card (status, lead type or notes), saved at once (spec §4) with the toasts of §8; the
 * card shows the saved contact and the lists refetch.
 */
export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (update: ContactUpdate) => updateContact(id, update),
    onSuccess: async ({ contact }) => {
      notification.success({ title: 'Contatto aggiornato' });
      queryClient.setQueryData<ContactDetailsResponse>(contactKeys.detail(id), (current) => (current ? { ...current, contact } : current));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
    onError: () => {
      notification.error({ title: 'Errore', description: "Si è verificato un errore durante l'aggiornamento" });
    },
  });
}
