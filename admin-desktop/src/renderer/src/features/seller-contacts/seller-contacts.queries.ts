import { queryOptions } from '@tanstack/react-query';
import type { AdminSellerContact } from '@valuta/shared/admin-api';
import type { SellerContactUpdateInput } from '@valuta/shared/schemas/admin';
import { api } from '../../lib/api-client';

export const sellerContactKeys = {
  all: ['seller-contacts'] as const,
  list: () => [...sellerContactKeys.all, 'list'] as const,
};

export const sellerContactsQuery = () =>
  queryOptions({
    queryKey: sellerContactKeys.list(),
    queryFn: () => api.get<AdminSellerContact[]>('/api/admin/seller-contacts'),
  });

export function updateSellerContact(id: number, update: SellerContactUpdateInput) {
  return api.put<{ success: true; contact: AdminSellerContact }>(`/api/admin/seller-contacts/${id}`, { id, ...update });
}

export function deleteSellerContact(id: number) {
  return api.delete<{ success: true }>(`/api/admin/seller-contacts/${id}`);
}
