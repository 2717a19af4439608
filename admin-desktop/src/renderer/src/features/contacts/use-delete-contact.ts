import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { contactKeys, deleteContact } from './contacts.queries';

/** Deleting a lead, with the toasts of spec §8; the lists are refetched and the card forgotten. */
export function useDeleteContact(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => deleteContact(id),
    onSuccess: async (_result, { id, name }) => {
      notification.success({ title: 'Contatto eliminato', description: `Il contatto ${name} è stato eliminato.` });
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onDeleted?.();
    },
    onError: () => {
      notification.error({ title: 'Errore', description: "Si è verificato un errore durante l'eliminazione del contatto." });
    },
  });
}
