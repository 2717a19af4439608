import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactsListResponse } from '@valuta/shared';
import { createContact, createLead, signedInAdmin } from '../../test/factories.js';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  for (let index = 0; index < 12; index += 1)
    await createContact(context.db.models, { name: `Persona ${index}`, email: `persona.${index}@example.it` });
});
afterAll(() => context.close());

const list = (encoding: string, limit = 20) =>
  admin.get<ContactsListResponse>(`/api/admin/contacts?limit=${limit}`, { headers: { 'Accept-Encoding': encoding } });

describe('the compression of answers', () => {
  it('compresses a JSON answer of a few kilobytes with brotli, else gzip, else deflate, sent with its length', async () => {
    const plain = await list('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [accepted, used] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
    ]) {
      const compressed = await list(accepted!);
      expect(compressed.headers.get('content-encoding'), accepted).toBe(used);
      expect(compressed.headers.get('content-length'), accepted).not.toBeNull();
      expect(Number(compressed.headers.get('content-length'))).toBeLessThan(plain.text.length);
      expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(compressed.headers.get('content-type')).toMatch(/^application\/json/);
      expect(compressed.body).toEqual(plain.body);
    }
  });

  it('follows the weights the client gives, brotli first among equals', async () => {
    for (const [accepted, used] of [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['zstd, gzip, br', 'br'],
      ['*', 'gzip'],
      ['identity, gzip;q=0.5', null],
      ['zstd', null],
    ] as const) {
      const response = await list(accepted);
      expect(response.headers.get('content-encoding'), accepted).toBe(used);
      expect(response.body.contacts).toHaveLength(12);
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await admin.get('/api/health', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('streams a CSV export compressed, without a length', async () => {
    const plain = await admin.get('/api/admin/export-contacts-csv', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await admin.get('/api/admin/export-contacts-csv', { headers: { 'Accept-Encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('content-length')).toBeNull();
      expect(compressed.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(compressed.text).toBe(plain.text);
    }
  });

  it('streams a JSON answer over 64 kB compressed, without a length', async () => {
    // A hundred leads of the chat with long names and addresses (as long as their columns take) fill a page
    // of the list past 64 kB.
    for (let index = 0; index < 100; index += 1)
      await createLead(context.db.models, {
        name: `Persona ${index} ${'Niccolò Sàvoia d’Àosta '.repeat(4)}`.trim(),
        email: `persona.${index}.${'torino'.repeat(38)}@example.it`,
      });
    const plain = await list('identity', 100);
    expect(plain.bytes.length).toBeGreaterThan(64 * 1024);
    const compressed = await list('gzip, br', 100);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-length')).toBeNull();
    // The same page, but for each lead's age, which is counted at each answer.
    const withoutAge = (body: unknown): unknown =>
      JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'ageSeconds' ? undefined : value))) as unknown;
    expect(withoutAge(compressed.body)).toEqual(withoutAge(plain.body));
  });
});
