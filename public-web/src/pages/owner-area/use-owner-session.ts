import { useEffect, useState } from 'react';
import type { OwnerSessionView } from '@valuta/shared/owner-area';
import { loadOwnerSession, openOwnerLink } from '../../lib/api';
import { errorMessageOf } from '@valuta/shared/http-client';
import { rememberOwnerSession } from '../../lib/owner-session-hint';

export type OwnerSessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; session: OwnerSessionView }
  | { status: 'signed-out'; message: string | null }
  | { status: 'failed' };

// A link works once: a second mount of the page (a remount, React's development double run) reuses the first call.
const opening = new Map<string, Promise<OwnerSessionView>>();
function openOnce(token: string): Promise<OwnerSessionView> {
  let call = opening.get(token);
  if (!call) {
    call = openOwnerLink({ token });
    opening.set(token, call);
  }
  return call;
}

const LINK_FAILED = 'Non è stato possibile aprire il link. Riprova tra poco o chiedine uno nuovo.';

/**
 * The owner's session on this device: with a link's token, the link is used up first (it starts the session),
 * otherwise the session the device already has is read. A used or expired link reads as signed out, with the
 * server's explanation.
 */
export function useOwnerSession(token: string | null): [OwnerSessionState, (next: OwnerSessionState) => void] {
  const [state, setState] = useState<OwnerSessionState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const start = token ? openOnce(token) : loadOwnerSession();
    start
      .then((session) => {
        rememberOwnerSession(session !== null);
        if (current) setState(session ? { status: 'signed-in', session } : { status: 'signed-out', message: null });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (token) setState({ status: 'signed-out', message: errorMessageOf(error, LINK_FAILED) });
        else setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [token]);

  return [state, setState];
}
