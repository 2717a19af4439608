/**
 * Whether this device has opened the owner's area with a session: a hint kept in local storage, so the result
 * page asks the server about an owner session only on a device where there may be one (everyone else is spared
 * the request, and its 401). The server's answer decides; the hint is set when the area opens signed in and
 * removed on 'Esci' or when the server says there is no session.
 */
const KEY = 'ownerAreaSignedIn';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function mayHaveOwnerSession(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberOwnerSession(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // Without storage the result page only stops offering the owner's area on return.
  }
}
