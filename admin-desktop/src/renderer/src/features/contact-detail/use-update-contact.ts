import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdate } from '@valuta/shared/leads';
import { FAILURES } from '../../lib/failures';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { ownerKeys } from '../owners/owners.queries';
import { contactDetailQuery, contactKeys, updateContact } from '../contacts/contacts.queries';
import { useToasts } from '../../app/toasts';

/**
 * One change of the card (status, lead type or notes), saved at once: the card shows the saved contact, and
 * the lists, the dashboard and the user view (which shows the lead's status and notes) refetch. A refused
 * note is marked on the notes form (AdminNotesTab).
 */
export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: (update: ContactUpdate) => updateContact(id, update),
    meta: { failure: FAILURES.contactUpdate, formFields: ['adminNotes'] },
    onSuccess: async ({ contact }) => {
      notification.success({ title: 'Contatto aggiornato' });
      queryClient.setQueryData(contactDetailQuery(id).queryKey, (current) => (current ? { ...current, contact } : current));
      await Promise.all([
        // The card's speed to lead may have just been set by this first change.
        queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
      ]);
    },
  });
}
