import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadOutcomeInput, LeadOutcomeResponse } from '@valuta/shared/outcomes';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';
import { accuracyKeys } from '../accuracy/accuracy.queries';
import { contactDetailQuery, contactKeys } from '../contacts/contacts.queries';
import { useToasts } from '../../app/toasts';

export const OUTCOME_FORM_FIELDS = ['outcome', 'mandatePrice', 'salePrice', 'saleDate'] as const;

/**
 * After a change of the outcome: the card shows the saved outcome and its history at once, and the card and
 * the accuracy figures refetch (the figures move with every sale recorded or removed).
 */
function useOutcomeSaved(contactId: number, successText: string) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return async ({ outcome, history }: LeadOutcomeResponse) => {
    notification.success({ title: successText });
    queryClient.setQueryData(contactDetailQuery(contactId).queryKey, (current) =>
      current ? { ...current, outcome, outcomeHistory: history } : current,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
      queryClient.invalidateQueries({ queryKey: accuracyKeys.all }),
    ]);
  };
}

export function useSaveOutcome(contactId: number) {
  const onSuccess = useOutcomeSaved(contactId, 'Esito salvato');
  return useMutation({
    mutationFn: (outcome: LeadOutcomeInput) => api.put<LeadOutcomeResponse>(`/api/admin/contacts/${contactId}/outcome`, outcome),
    meta: { failure: FAILURES.outcomeSave, formFields: OUTCOME_FORM_FIELDS },
    onSuccess,
  });
}

export function useRemoveOutcome(contactId: number) {
  const onSuccess = useOutcomeSaved(contactId, 'Esito rimosso');
  return useMutation({
    mutationFn: () => api.delete<LeadOutcomeResponse>(`/api/admin/contacts/${contactId}/outcome`),
    meta: { failure: FAILURES.outcomeRemove },
    onSuccess,
  });
}
