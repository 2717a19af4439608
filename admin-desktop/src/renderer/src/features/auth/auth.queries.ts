import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AuthState, LoginResponse, LogoutResponse, Login } from '@valuta/shared/auth';
import { api } from '../../lib/api-client';
import { START_FRESHNESS_MS } from '../../lib/start-freshness';

export const authKeys = {
  all: ['auth'] as const,
  check: () => [...authKeys.all, 'check'] as const,
};

/** Whether this browser's session is signed in, and as whom. */
export const fetchAuthCheck = () => api.get<AuthState>('/api/auth/check');

export const authCheckQuery = () =>
  queryOptions({
    queryKey: authKeys.check(),
    queryFn: fetchAuthCheck,
    staleTime: START_FRESHNESS_MS,
  });

export function login(credentials: Login) {
  return api.post<LoginResponse>('/api/auth/login', credentials);
}

export function logout() {
  return api.post<LogoutResponse>('/api/auth/logout');
}

/**
 * Signed out, by the logout or because the server no longer knows the session: the gate shows the login
 * screen at once, and no admin data stays in memory.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(authCheckQuery().queryKey, { authenticated: false });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}
