import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('POST /api/visits', () => {
  it('stores a page view under a hash of the tab id, and nothing about the visitor', async () => {
    const visitId = 'tab-3f9c2a7e1b5d4c60';
    for (const path of ['/', '/chi-siamo']) {
      const response = await context.client().post('/api/visits', { path, visitId }, { headers: { 'User-Agent': 'Mozilla/5.0 test' } });
      expect(response.status).toBe(204);
    }
    const rows = await context.db.models.PageVisit.findAll({ order: [['id', 'ASC']] });
    expect(rows.map((row) => row.path)).toEqual(['/', '/chi-siamo']);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows.map((row) => row.toJSON()))).not.toMatch(/127\.0\.0\.1|Mozilla|tab-3f9c/);
  });

  it('refuses a malformed visit', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/visits', { path: 'http://evil.example/', visitId: 'x' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields ?? {})).toEqual(['path', 'visitId']);
  });
});
