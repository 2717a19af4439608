import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILURES } from '../../lib/failures';
import { accuracyKeys } from '../accuracy/accuracy.queries';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { ownerKeys } from '../owners/owners.queries';
import { contactKeys, deleteContact } from './contacts.queries';
import { useToasts } from '../../app/toasts';

/**
 * Deleting a lead, saying so by name. The card is forgotten; the lists, the dashboard, the users (whose
 * valuations went with the lead) and the accuracy figures (its recorded sale went too) are refetched.
 */
export function useDeleteContact(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => deleteContact(id),
    meta: { failure: FAILURES.contactDelete },
    onSuccess: async (_result, { id, name }) => {
      notification.success({ title: 'Contatto eliminato', description: `Il contatto ${name} è stato eliminato.` });
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
        queryClient.invalidateQueries({ queryKey: accuracyKeys.all }),
      ]);
      onDeleted?.();
    },
  });
}
