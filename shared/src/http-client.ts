/**
 * The HTTP behaviour both UIs share: JSON bodies, cookies always sent, a no-cache header, 204 as an empty
 * object, and every non-OK answer turned into an HttpError whose message is
 * "<status>: <body text | status text | Network Error>". The transport knows nothing of toasts or sessions;
 * callers decide what a failure means for them, reading the status and the error `code`, never the wording.
 */

import type { ApiErrorBody, ApiErrorCode } from './api-errors.js';

export type { ApiErrorBody, ApiErrorCode };

export const NETWORK_ERROR_TEXT = 'Network Error';

export const RATE_LIMIT_STATUS = 429;
export const RATE_LIMIT_CODE: ApiErrorCode = 'rate_limit_exceeded';

/** An answer that was not OK, or no answer at all (status 0). */
export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText || NETWORK_ERROR_TEXT}`);
    this.name = 'HttpError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseJsonObject(bodyText);
  }

  /** The server's Italian text (the `error` field of the failure's JSON), if it sent one. */
  get serverMessage(): string | null {
    const text = this.body?.error ?? this.body?.message;
    return typeof text === 'string' && text.trim() ? text : null;
  }

  get code(): string | null {
    return typeof this.body?.code === 'string' ? this.body.code : null;
  }
}

function parseJsonObject(text: string): Partial<ApiErrorBody> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** The Italian text to show for any failure: the server's own message, else the caller's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
}

/**
 * True when a failure is a rate limit: status 429 (ours, or a proxy's without our body), or an answer carrying
 * the `rate_limit_exceeded` code. The wording of the message plays no part.
 */
export function isRateLimitError(error: unknown): boolean {
  return error instanceof HttpError && (error.status === RATE_LIMIT_STATUS || error.code === RATE_LIMIT_CODE);
}

export interface HttpClientOptions {
  /** Prefix of every path: '' on the web (same origin), or an absolute origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Observes each request; the back office logs /api/auth and /api/admin calls with it. */
  onRequest?: (method: string, path: string) => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
  /** A GET whose 401 yields null instead of an error: "not signed in" is an answer, not a failure. */
  getOrNull<T = unknown>(path: string): Promise<T | null>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    options.onRequest?.(method, path);
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new HttpError(0, '', '');
    }

    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new HttpError(response.status, response.statusText, text);
    }
    if (response.status === 204) return {} as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    request,
    get: (path) => request('GET', path),
    getOrNull: async (path) => {
      try {
        return await request('GET', path);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return null;
        throw error;
      }
    },
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    patch: (path, body) => request('PATCH', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  };
}
