import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_FORMS_PER_HOUR: '100' } });
});
afterAll(() => context.close());

const REQUEST = {
  name: 'Paolo Bianchi',
  email: 'paolo@example.it',
  phone: '011 123456',
  message: 'Non riesco a completare la valutazione del mio alloggio.',
  accetto_privacy: true,
};
const json = Buffer.from(JSON.stringify(REQUEST));

/** The request sent to the assistance form with the body as given, declared in `encoding`. */
const send = <T>(body: Buffer, encoding: string) =>
  context.client().request<T>('POST', '/api/assistenza/richiesta', {
    raw: body,
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
  });

const storedRequests = () => context.db.models.AssistanceRequest.count();

/** A compressed body cut short, and one whose bytes after the header are not what the header promised. */
function corrupted(compressed: Buffer): Buffer[] {
  const garbled = Buffer.from(compressed);
  for (let index = Math.min(10, garbled.length - 1); index < garbled.length; index += 1) garbled[index] = 0xff - garbled[index]!;
  return [compressed.subarray(0, Math.floor(compressed.length / 2)), garbled];
}

describe('a compressed request body', () => {
  it('is read when it is gzip, deflate or brotli', async () => {
    for (const [encoding, body] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      const response = await send<StoredRequestResponse>(body, encoding);
      expect(response.status, encoding).toBe(201);
    }
  });

  it('is refused with 400 in Italian when it cannot be decompressed, and nothing is stored', async () => {
    const before = await storedRequests();
    for (const [encoding, body] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      for (const broken of [...corrupted(body), Buffer.from('not compressed at all')]) {
        const response = await send<ApiErrorBody>(broken, encoding);
        expect(response.status, encoding).toBe(400);
        expect(response.body).toEqual({
          error: 'Il contenuto compresso della richiesta non è leggibile.',
          message: 'Il contenuto compresso della richiesta non è leggibile.',
          code: 'invalid_body',
        });
      }
    }
    expect(await storedRequests()).toBe(before);
  });

  it('counts its decompressed size against the body limit', async () => {
    const before = await storedRequests();
    const inflated = Buffer.from(JSON.stringify({ ...REQUEST, message: 'a'.repeat(2 * 1024 * 1024) }));
    const response = await send<ApiErrorBody>(gzipSync(inflated), 'gzip');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
    expect(await storedRequests()).toBe(before);
  });

  it('is refused with 415 in Italian when its encoding is not one the API reads', async () => {
    const before = await storedRequests();
    for (const encoding of ['compress', 'zstd', 'gzip, br']) {
      const response = await send<ApiErrorBody>(gzipSync(json), encoding);
      expect(response.status, encoding).toBe(415);
      expect(response.body).toMatchObject({
        error: 'Codifica della richiesta non supportata: invia i dati senza compressione, o compressi con gzip, deflate o br.',
        code: 'unsupported_media_type',
      });
    }
    expect(await storedRequests()).toBe(before);
  });
});
