import { queryOptions } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserSummary, UserPartResponses, UsersListResponse } from '@valuta/shared/owners';
import { USERS_STALE_MS } from '@valuta/shared/limits';
import { api } from '../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  part: (id: number, part: UserPart) => [...userKeys.detail(id), part] as const,
};

type UserPart = keyof UserPartResponses;

/** The users list is fresh for 5 minutes (USERS_STALE_MS): it changes only when owners sign up. */
export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: () => api.get<UsersListResponse>('/api/admin/users'),
    staleTime: USERS_STALE_MS,
  });

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${id}`) });

export const userPartQuery = <P extends UserPart>(id: number, part: P) =>
  queryOptions({
    queryKey: userKeys.part(id, part),
    queryFn: () => api.get<UserPartResponses[P]>(`/api/admin/users/${id}/${part}`),
  });

/** Case-insensitive search over name, e-mail and phone. */
export function filterUsers(users: AdminUserSummary[], search: string): AdminUserSummary[] {
  const term = search.trim().toLowerCase();
  if (!term) return users;
  return users.filter((user) => [user.name ?? '', user.email, user.phone ?? ''].some((field) => field.toLowerCase().includes(term)));
}
