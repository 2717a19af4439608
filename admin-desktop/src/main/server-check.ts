import { HealthResponseSchema } from '@valuta/shared/health';
import { isAllowedServerOrigin } from './server-address';

export const SERVER_CHECK_MESSAGES = {
  unreachable: "Il server non risponde. Controlla l'indirizzo e la connessione.",
  certificate: 'Il certificato di sicurezza del server non è valido: la connessione non è sicura.',
  notOurs: "A questo indirizzo risponde un sito, ma non il server dell'area amministrativa.",
  unavailable: 'Il server risponde, ma il suo database non è raggiungibile. Riprova più tardi.',
  timeout: 'Il server non ha risposto in tempo. Riprova più tardi.',
  insecureRedirect: 'Il server rimanda a un indirizzo non protetto (http://): usa un indirizzo https://.',
  redirectLoop: "Il server rimanda da un indirizzo all'altro senza arrivare a una risposta.",
} as const;

/** The origin that answered, after any redirects: the one to remember. */
export type ServerCheck = { ok: true; origin: string } | { ok: false; message: string };

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Whether a redirect may be followed: never from https down to http, and to plain http only on this
 * computer (the rule of the server address itself).
 */
export function redirectAllowed(from: URL, to: URL): boolean {
  if (from.protocol === 'https:' && to.protocol !== 'https:') return false;
  return isAllowedServerOrigin(to.origin);
}

const CERTIFICATE_ERRORS = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function failureMessage(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return SERVER_CHECK_MESSAGES.timeout;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof code === 'string' && CERTIFICATE_ERRORS.has(code)) return SERVER_CHECK_MESSAGES.certificate;
  return SERVER_CHECK_MESSAGES.unreachable;
}

/**
 * Asks GET /api/health of an origin and accepts it only when the answer has our health shape: any other web
 * site, a proxy's error page or a server whose database is down is refused with a sentence saying which.
 * Redirects are followed one by one (the bare domain to www, http to https), each checked against the https
 * rule, and the origin that finally answers is the one to remember.
 */
export async function checkServer(origin: string, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): Promise<ServerCheck> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL('/api/health', origin);
  let response: Response | null = null;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    try {
      response = await fetchImpl(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal });
    } catch (error) {
      return { ok: false, message: failureMessage(error) };
    }
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || !location) break;
    await response.body?.cancel();
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { ok: false, message: SERVER_CHECK_MESSAGES.notOurs };
    }
    if (!redirectAllowed(url, next)) return { ok: false, message: SERVER_CHECK_MESSAGES.insecureRedirect };
    url = next;
    response = null;
  }
  if (!response) return { ok: false, message: SERVER_CHECK_MESSAGES.redirectLoop };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: SERVER_CHECK_MESSAGES.notOurs };
  }
  const health = HealthResponseSchema.safeParse(body);
  if (!health.success) return { ok: false, message: SERVER_CHECK_MESSAGES.notOurs };
  if (response.status !== 200 || health.data.status !== 'ok') return { ok: false, message: SERVER_CHECK_MESSAGES.unavailable };
  return { ok: true, origin: url.origin };
}
