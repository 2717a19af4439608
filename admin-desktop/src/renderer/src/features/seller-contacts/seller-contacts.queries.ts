import { queryOptions } from '@tanstack/react-query';
import type { SellerContactUpdateResponse, SellerContactsListResponse, SellerContactUpdateInput } from '@valuta/shared/seller-contacts';
import type { SuccessResponse } from '@valuta/shared/answers';
import { api } from '../../lib/api-client';

export const sellerContactKeys = {
  all: ['seller-contacts'] as const,
  list: () => [...sellerContactKeys.all, 'list'] as const,
};

export const sellerContactsQuery = () =>
  queryOptions({
    queryKey: sellerContactKeys.list(),
    queryFn: () => api.get<SellerContactsListResponse>('/api/admin/seller-contacts'),
  });

export function updateSellerContact(id: number, update: SellerContactUpdateInput) {
  return api.put<SellerContactUpdateResponse>(`/api/admin/seller-contacts/${id}`, { id, ...update });
}

export function deleteSellerContact(id: number) {
  return api.delete<SuccessResponse>(`/api/admin/seller-contacts/${id}`);
}
