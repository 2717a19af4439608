import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@valuta/shared/auth';
import { BACKGROUND_REQUEST_HEADER } from '@valuta/shared/session';
import { authCheckQuery, forgetSession } from '../features/auth/auth.queries';
import { onSessionExpired } from '../lib/api-client';

/** How often an open back office asks whether its session has ended meanwhile (idle time, maximum age). */
const CHECK_INTERVAL_MS = 60_000;

/**
 * When an admin call answers 401 the session has expired (or was ended elsewhere): back to the login. The
 * server also ends a session left idle; a screen left open then locks by itself, because a background check
 * (which does not count as activity) finds the session gone.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  const signedIn = () => queryClient.getQueryData(authCheckQuery().queryKey)?.authenticated === true;
  const stopListening = onSessionExpired(() => {
    if (queryClient.getQueryData(authCheckQuery().queryKey)?.authenticated === false) return;
    forgetSession(queryClient);
  });
  const timer = setInterval(() => {
    if (!signedIn()) return;
    void fetch('/api/auth/check', { credentials: 'include', headers: { Accept: 'application/json', [BACKGROUND_REQUEST_HEADER]: '1' } })
      .then((response) => (response.ok ? (response.json() as Promise<AuthState>) : null))
      .then((state) => {
        if (state?.authenticated === false && signedIn()) forgetSession(queryClient);
      })
      // Unreachable server: nothing to conclude; the next user action says what is wrong.
      .catch(() => undefined);
  }, CHECK_INTERVAL_MS);
  return () => {
    stopListening();
    clearInterval(timer);
  };
}
