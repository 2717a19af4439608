import { BACKGROUND_REQUEST_HEADER } from '@valuta/shared/auth';
import { splitSetCookieHeader } from './cookie-jar';
import type { SessionCookies } from './session-cookies';

export const CONNECTION_MESSAGES = {
  notConfigured: "Nessun server configurato: indica l'indirizzo del server dal menu File › Cambia server…",
  unreachable: 'Il server non risponde. Controlla la connessione e riprova.',
  unexpected: 'Il server ha risposto in modo inatteso. Riprova più tardi.',
} as const;

/** Headers of the page that the server may see; cookies, Origin, Host and anything else stay ours. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'cache-control',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'pragma',
  // The renderer's own checks say they are not user activity (they must not keep an idle session alive).
  BACKGROUND_REQUEST_HEADER.toLowerCase(),
];

/**
 * Headers of the server's answer the page must not get: its cookies (kept by the main process), the
 * encoding of a body fetch has already decoded, hop-by-hop headers, and where to redirect.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'location',
  'strict-transport-security',
  'alt-svc',
]);

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export class ServerNotConfiguredError extends Error {
  constructor() {
    super(CONNECTION_MESSAGES.notConfigured);
    this.name = 'ServerNotConfiguredError';
  }
}

export interface ServerConnectionOptions {
  /** The configured server's origin, read at every request (it can change from the menu). */
  serverOrigin(): string | null;
  cookies: SessionCookies;
  fetch?: typeof fetch;
  userAgent?: string;
  /** How long to wait for the answer's headers; a streamed body (a big CSV) may take longer. */
  headersTimeoutMs?: number;
}

interface ServerRequestInit {
  method?: string;
  headers?: ConstructorParameters<typeof Headers>[0];
  body?: ArrayBuffer | Uint8Array | string | null;
  signal?: AbortSignal;
}

export interface ServerConnection {
  /** A request to the server with the app's session: the page's forwarded calls, the notifier, the exports. */
  request: (path: string, init?: ServerRequestInit) => Promise<Response>;
  /** Answers the page's request to app://…/api/… with what the server answered, minus its cookies. */
  forward: (request: Request) => Promise<Response>;
}

function errorResponse(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: message, message, code }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The main process's one connection to the agency's server. Every request carries the cookies of the
 * app's jar and an Origin equal to the server's own origin, which the server's same-origin check accepts
 * for state-changing calls; the page can set neither. The server's Set-Cookie answers go into the jar, and
 * a successful logout empties it, whatever the server's answer says.
 */
export function createServerConnection(options: ServerConnectionOptions): ServerConnection {
  const fetchImpl = options.fetch ?? fetch;
  const headersTimeoutMs = options.headersTimeoutMs ?? 30_000;

  async function request(path: string, init: ServerRequestInit = {}): Promise<Response> {
    const origin = options.serverOrigin();
    if (!origin) throw new ServerNotConfiguredError();
    const url = `${origin}${path}`;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set('Origin', origin);
    if (options.userAgent) headers.set('User-Agent', options.userAgent);
    const cookie = options.cookies.cookieHeader(url);
    if (cookie) headers.set('Cookie', cookie);
    else headers.delete('Cookie');

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('No answer in time', 'TimeoutError')), headersTimeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: BODYLESS_METHODS.has(method) ? undefined : (init.body ?? undefined),
        redirect: 'manual',
        signal: init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal,
      });
    } finally {
      clearTimeout(timer);
    }

    if (method === 'POST' && new URL(url).pathname === '/api/auth/logout' && response.ok) {
      await options.cookies.clear();
    } else {
      // Node's fetch keeps each Set-Cookie apart; other stacks join them with commas, which are split again.
      await options.cookies.store(url, response.headers.getSetCookie().flatMap(splitSetCookieHeader));
    }
    return response;
  }

  async function forward(pageRequest: Request): Promise<Response> {
    const { pathname, search } = new URL(pageRequest.url);
    if (!pathname.startsWith('/api/')) return errorResponse(404, 'not_found', 'Risorsa non trovata');
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = pageRequest.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const method = pageRequest.method.toUpperCase();

    let upstream: Response;
    try {
      upstream = await request(`${pathname}${search}`, {
        method,
        headers,
        body: BODYLESS_METHODS.has(method) ? null : await pageRequest.arrayBuffer(),
        signal: pageRequest.signal,
      });
    } catch (error) {
      if (error instanceof ServerNotConfiguredError) return errorResponse(503, 'server_not_configured', error.message);
      return errorResponse(502, 'server_unreachable', CONNECTION_MESSAGES.unreachable);
    }

    // The API never redirects; following one could leave the server, so it is reported instead.
    if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
      await upstream.body?.cancel();
      return errorResponse(502, 'bad_gateway', CONNECTION_MESSAGES.unexpected);
    }
    const responseHeaders = new Headers();
    upstream.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders.set(name, value);
    });
    const body = NULL_BODY_STATUSES.has(upstream.status) || method === 'HEAD' ? null : upstream.body;
    return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
  }

  return { request, forward };
}
