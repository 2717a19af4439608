/**
 * A small HTTP client for API tests: real requests over loopback, JSON in and out, and a cookie jar so a
 * test can sign in and stay signed in like a browser would.
 *
 * A body is unknown until the call names its type: the response type of shared the API answers with
 * (ChatTurnResponse, ContactsListResponse, …) or ApiErrorBody for a failure, so a test that reads a field
 * the contract does not have fails to type-check.
 */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The body as sent, byte for byte (text decoding drops a UTF-8 byte-order mark). */
  bytes: Buffer;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON, other content types, huge bodies). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: string | Buffer | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text, bytes };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * For a test's setup (beforeAll), where expect() does not belong: the response when it has the expected
 * status, otherwise an error that says what the API answered.
 */
export function withStatus<T>(response: TestResponse<T>, status: number): TestResponse<T> {
  if (response.status !== status) throw new Error(`Expected HTTP ${status}, got ${response.status}: ${response.text}`);
  return response;
}
