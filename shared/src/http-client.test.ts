import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, createHttpClient, errorMessageOf, isRateLimitError } from './http-client.js';

/** A real HTTP server on loopback that records what it receives and answers per path. */
let server: Server;
let baseUrl = '';
const received: Array<{ method?: string; url?: string; headers: Record<string, unknown>; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      switch (request.url) {
        case '/ok':
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ valuationId: 'abc' }));
          break;
        case '/empty':
          response.writeHead(204).end();
          break;
        case '/invalid':
          response
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: 'Email non valida', message: 'Email non valida', code: 'validation_error' }));
          break;
        case '/unauthorized':
          response.writeHead(401).end();
          break;
        case '/limited':
          response
            .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '20' })
            .end(
              JSON.stringify({ error: 'Troppe richieste in poco tempo.', message: 'Troppe richieste in poco tempo.', code: 'rate_limit_exceeded' }),
            );
          break;
        case '/proxy-limited':
          response.writeHead(429, 'Too Many Requests').end();
          break;
        case '/mentions-429':
          response
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: 'Il civico 429 non esiste: too many requests?', message: 'x', code: 'validation_error' }));
          break;
        default:
          response.writeHead(500, 'Internal Server Error').end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP client', () => {
  it('sends JSON with the no-cache header and returns the parsed body', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.post('/ok', { valuationId: 'x', message: 'Torino' })).resolves.toEqual({ valuationId: 'abc' });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['cache-control']).toBe('no-cache');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ valuationId: 'x', message: 'Torino' });
  });

  it('includes credentials on every call', async () => {
    const seen: RequestInit[] = [];
    const client = createHttpClient({
      baseUrl,
      fetch: (input, init) => {
        seen.push(init ?? {});
        return fetch(input, init);
      },
    });
    await client.get('/ok');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('turns 204 into an empty object', async () => {
    await expect(createHttpClient({ baseUrl }).delete('/empty')).resolves.toEqual({});
  });

  it('puts the status and the body text in the error message', async () => {
    const error = await createHttpClient({ baseUrl })
      .post('/invalid', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('400: {"error":"Email non valida","message":"Email non valida","code":"validation_error"}');
    expect(errorMessageOf(error, 'Riprova più tardi')).toBe('Email non valida');
    expect((error as HttpError).code).toBe('validation_error');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(createHttpClient({ baseUrl }).get('/boom')).rejects.toThrow('500: Internal Server Error');
  });

  it("says 'Network Error' when nothing answers", async () => {
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.get('/ok')).rejects.toThrow('0: Network Error');
  });

  it('returns null on 401 in the optional mode and throws otherwise', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.getOrNull('/unauthorized')).resolves.toBeNull();
    await expect(client.get('/unauthorized')).rejects.toThrow(/^401: /);
  });

  it('recognises a rate limit by its status or its code, whatever the message says', async () => {
    const client = createHttpClient({ baseUrl });
    const failure = (path: string) => client.post(path, {}).catch((error: unknown) => error);
    const limited = await failure('/limited');
    expect(isRateLimitError(limited)).toBe(true);
    expect((limited as HttpError).code).toBe('rate_limit_exceeded');
    expect(isRateLimitError(await failure('/proxy-limited'))).toBe(true);
    expect(isRateLimitError(new HttpError(503, '', '{"code":"rate_limit_exceeded"}'))).toBe(true);

    expect(isRateLimitError(await failure('/mentions-429'))).toBe(false);
    expect(isRateLimitError(await failure('/boom'))).toBe(false);
    expect(isRateLimitError(new Error('429: {"code":"rate_limit_exceeded"}'))).toBe(false);
    expect(isRateLimitError(new Error('Too Many Requests'))).toBe(false);
  });
});
