import { useQuery } from '@tanstack/react-query';
import type { SessionAdmin } from '@valuta/shared/auth';
import { INLINE_FAILURE } from '../../lib/failures';
import { authCheckQuery } from './auth.queries';

/**
 * The signed-in member (the AuthGate has checked the session before any page renders). The role only
 * decides what the UI offers: the server checks it on every call.
 */
export function useCurrentMember(): SessionAdmin | null {
  const { data } = useQuery({ ...authCheckQuery(), meta: INLINE_FAILURE });
  return data?.authenticated ? data.admin : null;
}

export function useIsTitolare(): boolean {
  return useCurrentMember()?.role === 'titolare';
}
