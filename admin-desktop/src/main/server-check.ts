import { HealthResponseSchema } from '@valuta/shared/health';

export const SERVER_CHECK_MESSAGES = {
  unreachable: "Il server non risponde. Controlla l'indirizzo e la connessione.",
  certificate: 'Il certificato di sicurezza del server non è valido: la connessione non è sicura.',
  notOurs: "A questo indirizzo risponde un sito, ma non il server dell'area amministrativa.",
  unavailable: 'Il server risponde, ma il suo database non è raggiungibile. Riprova più tardi.',
  timeout: 'Il server non ha risposto in tempo. Riprova più tardi.',
} as const;

export type ServerCheck = { ok: true } | { ok: false; message: string };

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
 */
export async function checkServer(origin: string, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): Promise<ServerCheck> {
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/api/health`, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: SERVER_CHECK_MESSAGES.notOurs };
  }
  const health = HealthResponseSchema.safeParse(body);
  if (!health.success) return { ok: false, message: SERVER_CHECK_MESSAGES.notOurs };
  if (response.status !== 200 || health.data.status !== 'ok') return { ok: false, message: SERVER_CHECK_MESSAGES.unavailable };
  return { ok: true };
}
