import type { AuthState } from '@valuta/shared/auth';
import { api } from '../lib/api-client';

let early: Promise<AuthState> | null = null;

/**
 * Sends the session check from the entry (main.tsx), before the app's code is downloaded, instead of once that
 * code has been run: on a phone the answer is there by then, and the landing page's data can be asked for at once
 * (docs/decisions/0119-da-fare-without-ant-design-at-start.md). Not at the sign-in's own address, which needs no
 * check to be drawn. Handled by start.tsx's query as the query's own call would be.
 */
export function askSessionEarly(pathname: string) {
  if (!pathname.endsWith('/login')) early = api.get<AuthState>('/api/auth/check');
}

/** The check sent early, once (later checks are the query's own); null if none was sent. */
export function takeEarlySession(): Promise<AuthState> | null {
  const check = early;
  early = null;
  return check;
}
