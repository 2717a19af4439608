import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRateLimiter } from './limiter.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { errorHandler } from '../http/error-handler.js';
import { createHttpServer } from '../http/http-server.js';
import { byAddress, rateLimit } from './middleware.js';

let testDatabase: TestDatabase;
let baseUrl = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const logger = createLogger('silent');
  testDatabase = await createTestDatabase({ logger });
  const app = new Koa();
  app.use(errorHandler(logger));
  app.use(rateLimit(createRateLimiter(testDatabase.db), byAddress('test-form', 2, 60_000)));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await testDatabase.close();
});

describe('rate-limit middleware', () => {
  it('answers 429 rate_limit_exceeded with Retry-After once the limit is spent', async () => {
    expect((await fetch(baseUrl)).status).toBe(200);
    expect((await fetch(baseUrl)).status).toBe(200);
    const refused = await fetch(baseUrl);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limit_exceeded',
      error: 'Troppe richieste in poco tempo. Attendi qualche secondo e riprova.',
    });
  });
});
