import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app.js';
import { createAdministrators } from './administrators.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
const ADMIN = { email: 'admin@agenzia.it', password: 'password-sicura-123' };

beforeAll(async () => {
  context = await createTestContext({ env: { ADMIN_IDLE_MINUTES: '1' } });
  await createAdministrators(context.db).provision(ADMIN);
});
afterAll(() => context.close());

/** Moves the session's last recorded activity back by `ms`. */
async function idleFor(client: TestClient, ms: number): Promise<void> {
  const record = await context.db.models.SessionRecord.findByPk(client.cookie(SESSION_COOKIE) ?? '');
  const data = JSON.parse(record!.data) as Record<string, unknown>;
  data.lastActivityAt = Date.now() - ms;
  await record!.update({ data: JSON.stringify(data) });
}

describe('a one-minute idle time (ADMIN_IDLE_MINUTES=1)', () => {
  it('keeps a session that is used every few seconds, and ends one left alone for a minute', async () => {
    const client = context.client();
    expect((await client.post('/api/auth/login', ADMIN)).status).toBe(200);
    // Used 50 seconds after the last activity: that use counts, so 50 seconds more do not end the session.
    await idleFor(client, 50_000);
    expect((await client.get('/api/admin/contacts')).status).toBe(200);
    const record = await context.db.models.SessionRecord.findByPk(client.cookie(SESSION_COOKIE) ?? '');
    const { lastActivityAt } = JSON.parse(record!.data) as { lastActivityAt: number };
    expect(Date.now() - lastActivityAt).toBeLessThan(50_000);

    await idleFor(client, 61_000);
    expect((await client.get('/api/admin/contacts')).status).toBe(401);
  });
});
