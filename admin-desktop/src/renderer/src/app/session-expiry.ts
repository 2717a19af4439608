import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/auth.queries';
import { onSessionExpired } from '../lib/api-client';

/**
 * When an admin call answers 401 the session has expired (or was ended elsewhere): the gate shows the login
 * screen again, and no admin data stays in memory.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  return onSessionExpired(() => {
    const current = queryClient.getQueryData<{ authenticated: boolean }>(authKeys.check());
    if (current && !current.authenticated) return;
    queryClient.setQueryData(authKeys.check(), { authenticated: false });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  });
}
