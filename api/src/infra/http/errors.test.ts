import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ApiErrorCode } from '@valuta/shared';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { BODY_LIMIT_KB: '4' } });
});
afterAll(() => context.close());

function expectErrorShape(body: ApiErrorBody, code: ApiErrorCode) {
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.message).toBe(body.error);
}

describe('every failure is JSON with an Italian message', () => {
  it('answers an unknown /api route with 404', async () => {
    const response = await context.client().get<ApiErrorBody>('/api/non-esiste');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expectErrorShape(response.body, 'not_found');
    expect(response.body.error).toBe('Risorsa non trovata.');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/auth/login', undefined, {
      raw: '{"email": "admin@example.it",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 'invalid_json');
    expect(response.body.error).toBe('Il contenuto della richiesta non è un JSON valido.');
  });

  it('answers a JSON body that is not an object with 400 in Italian', async () => {
    for (const raw of ['[]', '[1, 2]']) {
      const response = await context
        .client()
        .post<ApiErrorBody>('/api/auth/login', undefined, { raw, headers: { 'Content-Type': 'application/json' } });
      expect(response.status).toBe(400);
      expectErrorShape(response.body, 'bad_request');
      expect(response.body.error).toBe('Il contenuto della richiesta deve essere un oggetto JSON.');
    }
  });

  it('answers a field of the wrong type in Italian even where no schema message covers it', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/visits', { visitId: 42, path: ['/'] });
    expect(response.status).toBe(400);
    expect(response.body.fields, 'the refused fields are named').toBeDefined();
    expect(Object.values(response.body.fields ?? {}).join(' ')).not.toMatch(/Invalid|expected|received/);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/auth/login', { email: 'a@b.it', password: 'x'.repeat(10_000) });
    expect(response.status).toBe(413);
    expectErrorShape(response.body, 'payload_too_large');
    expect(response.body.error).toBe('La richiesta è troppo grande.');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/auth/login', undefined, {
      raw: 'email=admin%40example.it&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expectErrorShape(response.body, 'unsupported_media_type');
  });

  it('answers invalid fields with 400 and the schema messages in fields', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/auth/login', { email: '', password: '' });
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 'validation_error');
    expect(response.body.fields).toEqual({ email: 'Inserisci email e password.', password: 'Inserisci email e password.' });
    expect(response.body.error).toBe('Inserisci email e password.');
  });

  it('answers a JSON array or a wrong type as a validation error, not a crash', async () => {
    const array = await context.client().post<ApiErrorBody>('/api/auth/login', [1, 2, 3]);
    expect(array.status).toBe(400);
    const wrongTypes = await context.client().post<ApiErrorBody>('/api/auth/login', { email: 42, password: { a: 1 } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.code).toBe('validation_error');
  });

  it('answers a wrong method with 405 JSON', async () => {
    const response = await context.client().delete<ApiErrorBody>('/api/health');
    expect(response.status).toBe(405);
    expectErrorShape(response.body, 'method_not_allowed');
  });

  it('gives every response a request id', async () => {
    const response = await context.client().get<ApiErrorBody>('/api/non-esiste');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends an API answer's security headers: a policy that loads and frames nothing, no sniffing, no framing", async () => {
    const response = await context.client().get('/api/health');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A page's own headers mean nothing to JSON.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
