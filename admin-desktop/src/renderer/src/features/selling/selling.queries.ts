import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToasts } from '../../app/toasts';
import type { SellingActivityPayload, AdminSelling, OfferPayload, ViewingPayload } from '@valuta/shared/owner-area';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';

/** The path part of each kind of entry under /api/admin/contacts/:id/selling. */
const SELLING_PATHS = { viewing: 'viewings', offer: 'offers', activity: 'activities' } as const;
export type SellingEntryKind = keyof typeof SELLING_PATHS;
interface Payloads {
  viewing: ViewingPayload;
  offer: OfferPayload;
  activity: SellingActivityPayload;
}

const sellingKeys = { detail: (contactId: number) => ['selling', contactId] as const };
const base = (contactId: number) => `/api/admin/contacts/${contactId}/selling`;

/** GET /api/admin/contacts/:id/selling: only asked for a lead whose outcome is 'Mandato'. */
export const sellingQuery = (contactId: number) =>
  queryOptions({
    queryKey: sellingKeys.detail(contactId),
    queryFn: () => api.get<AdminSelling>(base(contactId)),
    meta: { failure: FAILURES.sellingLoad },
  });

/** Records a new entry, or saves an existing one (`entryId`); the tab refetches. */
export function useSaveSellingEntry<K extends SellingEntryKind>(contactId: number, kind: K) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: ({ entryId, payload }: { entryId?: number; payload: Payloads[K] }) =>
      entryId === undefined
        ? api.post<unknown>(`${base(contactId)}/${SELLING_PATHS[kind]}`, payload)
        : api.put<unknown>(`${base(contactId)}/${SELLING_PATHS[kind]}/${entryId}`, payload),
    meta: { failure: FAILURES.sellingSave },
    onSuccess: async () => {
      notification.success({ title: 'Salvato' });
      await queryClient.invalidateQueries({ queryKey: sellingKeys.detail(contactId) });
    },
  });
}

export function useDeleteSellingEntry(contactId: number, kind: SellingEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.delete<unknown>(`${base(contactId)}/${SELLING_PATHS[kind]}/${entryId}`),
    meta: { failure: FAILURES.sellingSave },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellingKeys.detail(contactId) }),
  });
}
