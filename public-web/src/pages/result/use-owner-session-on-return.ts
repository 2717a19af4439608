import { useEffect, useState } from 'react';
import { loadOwnerSession } from '../../lib/api';
import { chatStorage } from '../../features/chat/chat-storage';
import { mayHaveOwnerSession, rememberOwnerSession } from '../../lib/owner-session-hint';

/** 'checking' until known; 'signed-in' sends the owner to their area; 'none' shows the result kept on the device. */
export type OwnerSessionOnReturn = 'checking' | 'signed-in' | 'none';

/**
 * Whether the result page should give way to the owner's area: on a reload (after booking, say) or a later
 * visit, an owner signed in on this device sees 'La mia casa', which holds the same estimate and more. Right
 * after the chat the result is shown as it is, and the server is asked only on a device that opened the area
 * (lib/owner-session-hint.ts). Without a session (or when the check fails) the result kept on the device is
 * shown, as before.
 */
export function useOwnerSessionOnReturn(): OwnerSessionOnReturn {
  const [fresh] = useState(() => chatStorage.resultIsFresh() || !mayHaveOwnerSession());
  const [state, setState] = useState<OwnerSessionOnReturn>(fresh ? 'none' : 'checking');

  useEffect(() => {
    if (fresh) return;
    let current = true;
    loadOwnerSession()
      .then((session) => {
        rememberOwnerSession(session !== null);
        if (current) setState(session ? 'signed-in' : 'none');
      })
      .catch(() => current && setState('none'));
    return () => {
      current = false;
    };
  }, [fresh]);

  return state;
}
