import type { QueryClient } from '@tanstack/react-query';
import { authCheckQuery, forgetSession } from '../features/auth/auth.queries';
import { onSessionExpired } from '../lib/api-client';

/** When an admin call answers 401 the session has expired (or was ended elsewhere): back to the login. */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  return onSessionExpired(() => {
    if (queryClient.getQueryData(authCheckQuery().queryKey)?.authenticated === false) return;
    forgetSession(queryClient);
  });
}
