import type { SetServerResult } from '../preload/contract';
import { parseServerAddress } from './server-address';
import type { ServerCheck } from './server-check';
import type { SessionCookies } from './session-cookies';
import type { SettingsStore } from './settings-store';

export interface ServerSetupOptions {
  settings: SettingsStore;
  cookies: Pick<SessionCookies, 'clear'>;
  check(origin: string): Promise<ServerCheck>;
}

/**
 * Setting the server address (first run, or File › Cambia server…): the address is tidied and must answer
 * /api/health as our server before it is remembered. Moving to another server drops the old server's
 * session, so nobody finds themselves signed in somewhere they did not sign in.
 */
export function createServerSetup({ settings, cookies, check }: ServerSetupOptions) {
  return async function setServer(input: string): Promise<SetServerResult> {
    const address = parseServerAddress(input);
    if (!address.ok) return { ok: false, message: address.message };
    const result = await check(address.origin);
    if (!result.ok) return { ok: false, message: result.message };
    if (settings.get().serverUrl !== address.origin) {
      await cookies.clear();
      await settings.update((current) => ({ ...current, serverUrl: address.origin }));
    }
    return { ok: true, url: address.origin };
  };
}
