import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '@valuta/shared';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('GET /api/health', () => {
  it('reports the database it runs on', async () => {
    const response = await context.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { dialect: context.db.dialect, ok: true },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The contract the desktop app checks before it remembers a server address.
    expect(HealthResponseSchema.safeParse(response.body).success).toBe(true);
  });
});
