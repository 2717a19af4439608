import type { SetServerResult } from '../preload/contract';
import { parseServerAddress } from './server-address';
import type { ServerCheck } from './server-check';
import type { SessionCookies } from './session-cookies';
import type { SettingsStore } from './settings-store';

export interface ServerSetupOptions {
  settings: SettingsStore;
  cookies: Pick<SessionCookies, 'clear'>;
  check: (origin: string) => Promise<ServerCheck>;
}

/**
 * Setting the server address (first run, or File › Cambia server…): the address is tidied and must answer
 * /api/health as our server before it is remembered, at the origin its redirects lead to. An https address
 * that does not answer is never retried over http. Moving to another server drops the old server's session,
 * so nobody finds themselves signed in somewhere they did not sign in.
 */
export function createServerSetup({ settings, cookies, check }: ServerSetupOptions) {
  return async function setServer(input: string): Promise<SetServerResult> {
    const address = parseServerAddress(input);
    if (!address.ok) return { ok: false, message: address.message };
    const result = await check(address.origin);
    if (!result.ok) return { ok: false, message: result.message };
    // Where the server's redirects led (www., https), so later requests need none.
    const origin = result.origin;
    if (settings.get().serverUrl !== origin) {
      await cookies.clear();
      await settings.update((current) => ({ ...current, serverUrl: origin }));
    }
    return { ok: true, url: origin };
  };
}
