import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface AuthState {
  authenticated: boolean;
  admin?: { id: number; email: string | null };
}

export const authKeys = {
  all: ['auth'] as const,
  check: () => [...authKeys.all, 'check'] as const,
};

export const authCheckQuery = () =>
  queryOptions({
    queryKey: authKeys.check(),
    queryFn: () => api.get<AuthState>('/api/auth/check'),
  });

export function login(credentials: { email: string; password: string }) {
  return api.post<{ success: boolean; admin: { email: string } }>('/api/auth/login', credentials);
}

export function logout() {
  return api.post<{ success: boolean }>('/api/auth/logout');
}
