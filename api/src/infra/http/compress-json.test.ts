import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactsListResponse } from '@valuta/shared';
import { createContact, signedInAdmin } from '../../test/factories.js';
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

const list = (encoding: string) => admin.get<ContactsListResponse>('/api/admin/contacts?limit=20', { headers: { 'Accept-Encoding': encoding } });

describe('the compression of JSON answers', () => {
  it('compresses a JSON answer of a few kilobytes with brotli, else gzip, sent with its length', async () => {
    const plain = await list('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [accepted, used] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const compressed = await list(accepted!);
      expect(compressed.headers.get('content-encoding')).toBe(used);
      expect(Number(compressed.headers.get('content-length'))).toBeLessThan(plain.text.length);
      expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(compressed.headers.get('content-type')).toMatch(/^application\/json/);
      expect(compressed.body).toEqual(plain.body);
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await admin.get('/api/health', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
