import { queryOptions } from '@tanstack/react-query';
import type { OwnerDetail, OwnerSummary, OwnerPartResponses, OwnersListResponse } from '@valuta/shared/owners';
import { OWNERS_STALE_MS } from '@valuta/shared/limits';
import { api } from '../../lib/api-client';

export const ownerKeys = {
  all: ['users'] as const,
  list: () => [...ownerKeys.all, 'list'] as const,
  detail: (id: number) => [...ownerKeys.all, 'detail', id] as const,
  part: (id: number, part: OwnerPart) => [...ownerKeys.detail(id), part] as const,
};

type OwnerPart = keyof OwnerPartResponses;

/** The owners list is fresh for 5 minutes (OWNERS_STALE_MS): it changes only when owners sign up. */
export const ownersQuery = () =>
  queryOptions({
    queryKey: ownerKeys.list(),
    queryFn: () => api.get<OwnersListResponse>('/api/admin/users'),
    staleTime: OWNERS_STALE_MS,
  });

export const ownerQuery = (id: number) =>
  queryOptions({ queryKey: ownerKeys.detail(id), queryFn: () => api.get<OwnerDetail>(`/api/admin/users/${id}`) });

export const ownerPartQuery = <P extends OwnerPart>(id: number, part: P) =>
  queryOptions({
    queryKey: ownerKeys.part(id, part),
    queryFn: () => api.get<OwnerPartResponses[P]>(`/api/admin/users/${id}/${part}`),
  });

/** Case-insensitive search over name, e-mail and phone. */
export function filterOwners(owners: OwnerSummary[], search: string): OwnerSummary[] {
  const term = search.trim().toLowerCase();
  if (!term) return owners;
  return owners.filter((owner) => [owner.name ?? '', owner.email, owner.phone ?? ''].some((field) => field.toLowerCase().includes(term)));
}
