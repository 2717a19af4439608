import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema, type HealthResponse } from '@valuta/shared';
import { createLogger } from '../infra/logger.js';
import { createOutbox } from '../infra/mail/outbox.js';
import { createSmtpTransport } from '../infra/mail/transport.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const health = () => context.client().get<HealthResponse>('/api/health');

const EMAIL = { kind: 'test', to: 'owner@example.it', subject: 'Prova', text: 'Prova' };

/** A loopback port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /api/health', () => {
  it('reports the database it runs on, and mail with nothing tried yet', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { dialect: context.db.dialect, ok: true },
      mail: { ok: true, delivery: 'files', overdue: 0, lastAttempt: null },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The contract the desktop app checks before it remembers a server address.
    expect(HealthResponseSchema.safeParse(response.body).success).toBe(true);
  });

  it('reports the latest delivery attempt of any instance', async () => {
    await context.app.services.outbox.enqueue(EMAIL);
    await context.app.services.outbox.processDue();
    const sent = await health();
    expect(sent.body.mail).toMatchObject({ ok: true, lastAttempt: { outcome: 'sent' } });

    // Another instance tries the next message while the mail server is down.
    const logger = createLogger('silent');
    const down = createOutbox({
      db: context.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`),
      sender: () => Promise.resolve('info@example.it'),
      logger,
    });
    const startedAt = Date.now();
    await context.db.models.OutboxEmail.create({
      kind: 'test',
      toAddress: 'owner@example.it',
      replyTo: null,
      subject: 'Prova',
      textBody: 'Prova',
      htmlBody: null,
      nextAttemptAt: new Date(),
    });
    await down.processDue();
    await down.stop();

    const failing = await health();
    expect(failing.status).toBe(200);
    expect(failing.body.status).toBe('ok');
    expect(failing.body.mail).toMatchObject({ ok: false, overdue: 0, lastAttempt: { outcome: 'server_failed' } });
    expect(Date.parse(failing.body.mail!.lastAttempt!.at)).toBeGreaterThanOrEqual(startedAt - 1_000);
  });

  it('says mail is not flowing while a message has been due for more than ten minutes', async () => {
    await context.db.models.OutboxEmail.update({ status: 'sent' }, { where: { status: 'pending' } });
    await context.app.services.outbox.enqueue(EMAIL);
    await context.app.services.outbox.processDue();
    expect((await health()).body.mail).toMatchObject({ ok: true, overdue: 0, lastAttempt: { outcome: 'sent' } });

    // Claimed by an instance that stopped before sending it.
    await context.db.models.OutboxEmail.create({
      kind: 'test',
      toAddress: 'owner@example.it',
      replyTo: null,
      subject: 'Prova',
      textBody: 'Prova',
      htmlBody: null,
      nextAttemptAt: new Date(Date.now() - 11 * 60_000),
      lockedUntil: new Date(Date.now() + 3_600_000),
    });
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body.mail).toMatchObject({ ok: false, overdue: 1, lastAttempt: { outcome: 'sent' } });
  });
});

describe('GET /api/health when the database does not answer', () => {
  it('answers 503 with the error fields, and mail unknown', async () => {
    const broken = await createTestContext();
    try {
      await broken.app.services.outbox.stop();
      await broken.db.close();
      const response = await broken.client().get<HealthResponse & { code: string }>('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'unavailable', code: 'service_unavailable', database: { ok: false }, mail: null });
      expect(HealthResponseSchema.safeParse(response.body).success).toBe(true);
    } finally {
      // Not broken.close(): its database is closed already.
      broken.server.closeAllConnections();
      await new Promise<void>((resolve) => broken.server.close(() => resolve()));
      await broken.temporaryDatabase.drop();
    }
  });
});
