import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@valuta/shared/health';
import type { ApiErrorBody } from '@valuta/shared/http-client';
import { createTestContext, type TestContext } from '../../../api/src/test/support';
import { SERVER_CHECK_MESSAGES, checkServer, redirectAllowed } from './server-check';
import { startLoopbackServer, temporaryFolder } from './test-support';

let api: TestContext;

beforeAll(async () => {
  api = await createTestContext();
});
afterAll(() => api.close());

describe('checking a server address before remembering it', () => {
  it('accepts our API, whose /api/health has our shape', async () => {
    expect(await checkServer(api.baseUrl)).toEqual({ ok: true, origin: api.baseUrl });
  });

  it('refuses another web site, or a JSON of another shape', async () => {
    const site = await startLoopbackServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end('<!doctype html><title>Un altro sito</title>');
    });
    const otherApi = await startLoopbackServer((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ status: 'UP' }));
    });
    try {
      expect(await checkServer(site.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.notOurs });
      expect(await checkServer(otherApi.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.notOurs });
    } finally {
      await Promise.all([site.close(), otherApi.close()]);
    }
  });

  it('says when our server answers without its database', async () => {
    const message = 'Database non raggiungibile.';
    // What our API answers when its database is down: the error shape beside the health figures.
    const answer: ApiErrorBody & HealthResponse = {
      error: message,
      message,
      code: 'service_unavailable',
      status: 'unavailable',
      database: { dialect: 'postgres', ok: false },
      uptimeSeconds: 12,
    };
    const unavailable = await startLoopbackServer((_request, response) => {
      response.statusCode = 503;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    try {
      expect(await checkServer(unavailable.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.unavailable });
    } finally {
      await unavailable.close();
    }
  });

  it('says when nothing answers, or not in time', async () => {
    const closed = await startLoopbackServer(() => {});
    const closedOrigin = closed.origin;
    await closed.close();
    expect(await checkServer(closedOrigin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.unreachable });

    const silent = await startLoopbackServer(() => {
      // never answers
    });
    try {
      expect(await checkServer(silent.origin, fetch, 200)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.timeout });
    } finally {
      await silent.close();
    }
  });

  it('says when the https certificate cannot be trusted', async () => {
    const folder = await temporaryFolder();
    const key = path.join(folder.path, 'key.pem');
    const cert = path.join(folder.path, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
      stdio: 'ignore',
    });
    const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await checkServer(origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.certificate });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await folder.remove();
    }
  });

  it('follows redirects to the origin that answers, and says which one it is', async () => {
    // As a bare domain redirecting to www., or http to https: two hops, each its own server.
    const www = await startLoopbackServer((request, response) => {
      response.writeHead(308, { Location: `${api.baseUrl}${request.url ?? '/'}` }).end();
    });
    const apex = await startLoopbackServer((request, response) => {
      response.writeHead(301, { Location: `${www.origin}${request.url ?? '/'}` }).end();
    });
    try {
      expect(await checkServer(apex.origin)).toEqual({ ok: true, origin: api.baseUrl });
    } finally {
      await Promise.all([apex.close(), www.close()]);
    }
  });

  it('refuses a redirect to plain http away from this computer, and a loop', async () => {
    const toInternet = await startLoopbackServer((_request, response) => {
      response.writeHead(302, { Location: 'http://agenzia.example.it/api/health' }).end();
    });
    const loop = await startLoopbackServer((request, response) => response.writeHead(302, { Location: request.url ?? '/' }).end());
    try {
      expect(await checkServer(toInternet.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.insecureRedirect });
      expect(await checkServer(loop.origin)).toEqual({ ok: false, message: SERVER_CHECK_MESSAGES.redirectLoop });
    } finally {
      await Promise.all([toInternet.close(), loop.close()]);
    }
  });

  it('never follows https down to http, even on this computer', () => {
    const https = new URL('https://agenzia.example.it/api/health');
    expect(redirectAllowed(https, new URL('https://www.agenzia.example.it/api/health'))).toBe(true);
    expect(redirectAllowed(new URL('http://localhost:3000/api/health'), https)).toBe(true);
    expect(redirectAllowed(https, new URL('http://agenzia.example.it/api/health'))).toBe(false);
    expect(redirectAllowed(new URL('https://localhost/api/health'), new URL('http://localhost/api/health'))).toBe(false);
    expect(redirectAllowed(new URL('http://localhost/api/health'), new URL('http://192.168.1.20/api/health'))).toBe(false);
  });
});
