import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdate } from '@valuta/shared/leads';
import { FAILURES } from '../../lib/failures';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { ownerKeys } from '../owners/owners.queries';
import { contactDetailQuery, contactKeys, updateContact } from '../contacts/contacts.queries';
import { useToasts } from '../../app/toasts';
import { leadWorkKeys } from '../lead-work/lead-work.queries';
import { workQueueKeys } from '../work-queue/work-queue.queries';

/**
 * One change of the card's header (status or lead type), saved at once: the card shows the saved contact, and
 * the lists, the dashboard, the user view, the lead's timeline and 'Da fare' refetch (a status change is an
 * entry of the timeline, and 'Contattato' takes the lead out of the queue). Notes are the timeline's own
 * (lead-work/NoteForm.tsx).
 */
export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: (update: ContactUpdate) => updateContact(id, update),
    meta: { failure: FAILURES.contactUpdate },
    onSuccess: async ({ contact }) => {
      notification.success({ title: 'Contatto aggiornato' });
      queryClient.setQueryData(contactDetailQuery(id).queryKey, (current) => (current ? { ...current, contact } : current));
      await Promise.all([
        // The card's speed to lead may have just been set by this first change.
        queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
        queryClient.invalidateQueries({ queryKey: leadWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
      ]);
    },
  });
}
